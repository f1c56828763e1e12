"""What the records say: who played and won what, against which AI levels, over time.

Pure functions over `game.records.RecordSummary` rows (no pygame, no files), so the Records
screen, the benchmark and the tests count the same way. A person is a remembered player's id, or
"name:<name>" for a guest who was never added (`Seat.person`); only human seats are people.

    standings(rows)                      -> [Standing], most wins first
    people(rows)                         -> {person: latest name}
    only(rows, game=None, person=None)   -> the rows of that game and/or with that person seated
    wins_over_time(rows, person, points) -> [(when, cumulative wins)] for the chart
    share_against_levels(rows, person)   -> [LevelShare] for easy, medium, hard
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

LEVELS = ("easy", "medium", "hard")


@dataclass
class Standing:
    person: str
    name: str
    played: int = 0
    won: int = 0
    best: float | None = None
    """The best score in these rows (compare within one game only)."""
    played_vs: dict[str, int] = field(default_factory=dict)
    """AI level -> tables played with at least one AI of that level."""
    won_vs: dict[str, int] = field(default_factory=dict)

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class LevelShare:
    level: str
    tables: int
    wins: float
    """A shared win counts as a share of one win."""
    fair: float
    """The win share one expects by chance (one over the seats, averaged over the tables)."""

    @property
    def share(self) -> float:
        return self.wins / self.tables if self.tables else 0.0


def only(rows: Iterable, game: str | None = None, person: str | None = None) -> list:
    """The rows of `game` (None: every game) in which `person` (None: anyone) sat."""
    return [r for r in rows if (game is None or r.game == game)
            and (person is None or any(s.is_human and s.person == person for s in r.seats))]


def people(rows: Iterable) -> dict[str, str]:
    """Every person seated in `rows` and the name they last played under, most tables first."""
    names: dict[str, str] = {}
    counts: dict[str, int] = {}
    for r in sorted(rows, key=lambda r: r.finished):
        for s in r.seats:
            if s.is_human:
                names[s.person] = s.name
                counts[s.person] = counts.get(s.person, 0) + 1
    return {p: names[p] for p in sorted(names, key=lambda p: (-counts[p], names[p]))}


def standings(rows: Sequence) -> list[Standing]:
    """Each person's tables, wins, best score and record against each AI level."""
    table: dict[str, Standing] = {}
    for r in sorted(rows, key=lambda r: r.finished):
        levels = {s.level for s in r.seats if not s.is_human}
        for i, s in enumerate(r.seats):
            if not s.is_human:
                continue
            st = table.get(s.person)
            if st is None:
                st = table[s.person] = Standing(s.person, s.name)
            st.name = s.name
            st.played += 1
            won = i in r.winners
            st.won += won
            score = r.scores[i]
            st.best = score if st.best is None else max(st.best, score)
            for level in levels:
                st.played_vs[level] = st.played_vs.get(level, 0) + 1
                st.won_vs[level] = st.won_vs.get(level, 0) + won
    return sorted(table.values(), key=lambda st: (-st.won, -st.played, st.name))


def wins_over_time(rows: Sequence, person: str, points: int = 80) -> list[tuple[float, int]]:
    """(when, wins so far) after each of `person`'s tables, oldest first, thinned to about
    `points` points (always keeping the last), so a chart of 10,000 tables draws quickly."""
    return wins_over_time_of(rows, [person], points)[person]


def wins_over_time_of(rows: Sequence, persons: Sequence[str], points: int = 80) -> dict[str, list[tuple[float, int]]]:
    """`wins_over_time` for several people in one pass over the rows."""
    wanted = set(persons)
    series: dict[str, list[tuple[float, int]]] = {p: [] for p in persons}
    wins = dict.fromkeys(persons, 0)
    for r in sorted(rows, key=lambda r: r.finished):
        seated = {s.person for s in r.seats if s.is_human} & wanted
        if not seated:
            continue
        winners = {r.seats[w].person for w in r.winners if r.seats[w].is_human}
        for person in seated:
            wins[person] += person in winners
            series[person].append((r.finished, wins[person]))
    for person, line in series.items():
        if len(line) > points:
            step = len(line) / points
            series[person] = [line[int(k * step)] for k in range(points)] + [line[-1]]
    return series


def share_against_levels(rows: Sequence, person: str | None = None) -> list[LevelShare]:
    """For each AI level: the tables where such an AI sat, the share of them `person` won
    (None: all people together, per seat), and the share chance would give. One pass."""
    counts = {level: [0, 0.0, 0.0] for level in LEVELS}
    for r in rows:
        levels = [counts[s.level] for s in {s.level: s for s in r.seats if not s.is_human}.values()
                  if s.level in counts]
        if not levels:
            continue
        fair = 1 / len(r.seats)
        for i, s in enumerate(r.seats):
            if s.is_human and (person is None or s.person == person):
                won = 1 / len(r.winners) if i in r.winners else 0.0
                for tally in levels:
                    tally[0] += 1
                    tally[1] += won
                    tally[2] += fair
    return [LevelShare(level, tables, wins, fair / tables if tables else 0.0)
            for level, (tables, wins, fair) in counts.items()]
