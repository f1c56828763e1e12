"""Table furniture every game uses: the turn banner, the game log, seat badges.

`TurnBanner` says whose decision it is and what to do. `LogPanel` shows the controller's log
lines (already written with seat names, never "You"), newest at the bottom, scrollable with the
mouse wheel. `draw_seat_badge` is a seat's token, name and Human/AI tag in one line.
"""
from __future__ import annotations

import pygame

from game.ui import theme, widgets


class TurnBanner:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.title = ""
        self.detail = ""
        self.seat: int | None = None
        self.reserved = 0
        """Pixels kept free at the right end (for a button drawn over the banner)."""

    def set(self, title: str, detail: str = "", seat: int | None = None) -> None:
        self.title, self.detail, self.seat = title, detail, seat

    def draw(self, surface: pygame.Surface) -> None:
        if not self.title:
            return
        widgets.draw_panel(surface, self.rect, "dark", radius=16)
        x = self.rect.x + 20
        if self.seat is not None:
            theme.draw_seat_token(surface, self.seat, (x + 16, self.rect.centery), 16)
            x += 44
        title = theme.text_surface(self.title, "display", 30, theme.CREAM)
        surface.blit(title, title.get_rect(midleft=(x, self.rect.centery - (12 if self.detail else 0))))
        if self.detail:
            width = self.rect.right - x - 20 - self.reserved
            size = theme.fit_text(self.detail, "italic", 22, width, min_size=15)
            detail = self.detail
            while theme.font("italic", size).size(detail)[0] > width and " " in detail:
                detail = detail.rsplit(" ", 1)[0].rstrip(".,;:") + "…"
            theme.draw_text(surface, detail, (x, self.rect.centery + 6), "italic", size, theme.CREAM_DIM,
                            anchor="topleft", shadow=False)


class LogPanel:
    def __init__(self, rect: pygame.Rect, title: str = "Game log"):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.scroll = 0
        self.line_height = 28

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, self.scroll + event.y * 2)
            return True
        return False

    def draw(self, surface: pygame.Surface, lines: list[str]) -> None:
        widgets.draw_panel(surface, self.rect, "parchment", radius=16)
        theme.draw_text(surface, self.title, (self.rect.x + 18, self.rect.y + 12), "display", 26, theme.INK,
                        shadow=False)
        body = self.rect.inflate(-32, -64).move(0, 22)
        wrapped: list[tuple[str, bool]] = []
        for line in lines[-80:]:
            header = line.startswith("—") or line.endswith("'s turn")
            for part in theme.wrap_text(line, "bold" if header else "text", 20, body.w):
                wrapped.append((part, header))
        visible = body.h // self.line_height
        self.scroll = min(self.scroll, max(0, len(wrapped) - visible))
        end = len(wrapped) - self.scroll
        shown = wrapped[max(0, end - visible):end]
        clip = surface.get_clip()
        surface.set_clip(body)
        for i, (text, header) in enumerate(shown):
            colour = theme.OXBLOOD if header else theme.INK
            theme.draw_text(surface, text, (body.x, body.y + i * self.line_height), "bold" if header else "text", 20,
                            colour, shadow=False)
        surface.set_clip(clip)
        if self.scroll:
            theme.draw_text(surface, "scrolled back — wheel down for the latest", (body.centerx, self.rect.bottom - 10),
                            "italic", 16, theme.INK_SOFT, anchor="midbottom", shadow=False)


def draw_seat_badge(surface: pygame.Surface, seat: int, name: str, is_human: bool, level: str,
                    pos: tuple[int, int], colour=theme.CREAM, active: bool = False) -> pygame.Rect:
    x, y = pos
    theme.draw_seat_token(surface, seat, (x + 14, y + 16), 14)
    r = theme.draw_text(surface, name, (x + 36, y), "display", 28, theme.HIGHLIGHT if active else colour)
    tag = "HUMAN" if is_human else f"AI · {level.upper()}"
    label = theme.text_surface(tag, "black", 15, theme.INK, shadow=False)
    box = pygame.Rect(r.right + 10, y + 6, label.get_width() + 14, label.get_height() + 4)
    pygame.draw.rect(surface, theme.CREAM if is_human else theme.GOLD, box, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))
    return r.union(box)
