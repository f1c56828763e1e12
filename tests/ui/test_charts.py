"""The Records charts: the wins-over-time axis counts whole wins."""
from __future__ import annotations

import pygame

from game.ui import charts, theme


def axis_labels(monkeypatch, series) -> list[str]:
    drawn: list[str] = []
    real = theme.draw_text

    def spy(surface, text, pos, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", spy)
    charts.line_chart(pygame.Surface((700, 400)), pygame.Rect(0, 0, 700, 400), "Wins over time", series, "none")
    return [t for t in drawn if t.isdigit()]


def test_one_win_reads_zero_and_one_on_the_axis_not_rounded_quarters(monkeypatch):
    labels = axis_labels(monkeypatch, [("Ana", (200, 40, 40), [(1.7e9, 0), (1.7e9 + 86400, 1)])])
    assert labels == ["0", "1"]


def test_three_wins_have_a_rule_for_each_win(monkeypatch):
    labels = axis_labels(monkeypatch, [("Ana", (200, 40, 40), [(1.7e9, 1), (1.7e9 + 86400, 3)])])
    assert labels == ["0", "1", "2", "3"]
