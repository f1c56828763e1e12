"""Online play: a host's table reached by guests on other computers (see docs/architecture.md)."""
