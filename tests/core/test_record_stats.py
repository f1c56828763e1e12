"""Counting the records: tables played and won per person, against which AI levels, over time."""
from __future__ import annotations

from game import record_stats
from game.records import RecordSummary, Seat

ANA = Seat("Ana", "human", "medium", "ab12")
BILL = Seat("Bill", "human", "medium", "")
HARD = Seat("Wyatt", "ai", "hard")
EASY = Seat("Belle", "ai", "easy")


def row(n, game, seats, winners, scores=None):
    return RecordSummary(f"{n}.json", game, 1000.0 + n, tuple(seats), tuple(winners),
                         tuple(scores or [0.0] * len(seats)), 10)


ROWS = [row(1, "durango", [ANA, HARD], [0], [5, 3]),
        row(2, "durango", [ANA, EASY, BILL], [2], [2, 1, 7]),
        row(3, "zorro", [BILL, HARD], [1]),
        row(4, "zorro", [ANA, BILL, EASY], [0, 1])]


def test_each_person_counts_tables_played_and_won_and_their_record_against_each_level():
    ana, bill = record_stats.standings(ROWS)
    assert (ana.name, ana.played, ana.won) == ("Ana", 3, 2)
    assert (bill.name, bill.played, bill.won) == ("Bill", 3, 2)
    assert ana.played_vs == {"hard": 1, "easy": 2} and ana.won_vs == {"hard": 1, "easy": 1}
    assert bill.person == "name:Bill", "a guest is counted by name"


def test_best_score_is_counted_within_the_chosen_game():
    [ana, bill] = sorted(record_stats.standings(record_stats.only(ROWS, "durango")), key=lambda s: s.name)
    assert (ana.best, bill.best) == (5, 7)


def test_filter_by_game_and_by_person():
    assert [r.file for r in record_stats.only(ROWS, person="name:Bill")] == ["2.json", "3.json", "4.json"]
    assert [r.file for r in record_stats.only(ROWS, "zorro", "ab12")] == ["4.json"]


def test_wins_over_time_rise_at_each_win_and_are_thinned_for_long_histories():
    assert record_stats.wins_over_time(ROWS, "ab12") == [(1001.0, 1), (1002.0, 1), (1004.0, 2)]
    many = [row(n, "zorro", [ANA, HARD], [n % 2]) for n in range(1000)]
    series = record_stats.wins_over_time(many, "ab12", points=50)
    assert len(series) <= 51 and series[-1] == (1999.0, 500)


def test_win_share_against_a_level_counts_a_shared_win_as_a_share_and_shows_chance():
    easy = {s.level: s for s in record_stats.share_against_levels(ROWS, "ab12")}["easy"]
    assert easy.tables == 2 and easy.wins == 0.5 and abs(easy.fair - 1 / 3) < 1e-9
    medium = {s.level: s for s in record_stats.share_against_levels(ROWS)}["medium"]
    assert medium.tables == 0 and medium.share == 0.0
