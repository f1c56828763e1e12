"""`python -m game.online.relay`: the same as the `frontier-tabletop-relay` command."""
from game.online.relay.command import main

raise SystemExit(main())
