"""The system clipboard, where there is one: the waiting room copies the invite, Join a table
pastes it. Both say False / "" rather than fail where pygame has no clipboard."""
from __future__ import annotations

import pygame


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system clipboard; False where there is none."""
    try:
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError):
        return False


def pasted_text() -> str:
    """The clipboard's text, one line, or "" where there is none."""
    try:
        text = pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""
    return " ".join(text.split())[:400]
