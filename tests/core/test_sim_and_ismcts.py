"""The simulator's JSON and the ISMCTS agent, on Pig."""
import json
import random

from game.ai.ismcts import ISMCTSAgent
from game.rules.common.contract import CHANCE
from game.rules.common.dice import DieFace
from game.rules.pig.engine import RULES, Hold, Roll
from game.sim import main, simulate


def test_sim_json_has_the_documented_keys(capsys):
    assert main(["--game", "pig", "--seats", "ai:random,ai:random", "--games", "3", "--seed", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    for key in ("game", "seats", "games", "finished", "errors", "mean_turns", "wins_by_seat",
                "wins_by_agent", "decision_ms", "seconds"):
        assert key in result
    assert result["finished"] == 3 and result["errors"] == 0


def test_deterministic_sims_repeat_exactly():
    a = simulate("pig", ["ai:medium", "ai:random"], 2, seed=11, deterministic=True)
    b = simulate("pig", ["ai:medium", "ai:random"], 2, seed=11, deterministic=True)
    assert a["wins_by_seat"] == b["wins_by_seat"] and a["mean_turns"] == b["mean_turns"]


def test_ismcts_with_an_iteration_budget_is_deterministic_and_sensible():
    state = RULES.new_game(2, {"target": 20})
    state.scores = [0, 19]
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "6"))
    agent = ISMCTSAgent(iterations=300)
    picks = {str(agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(1))) for _ in range(2)}
    assert len(picks) == 1
    # Behind 6 to 19 with the opponent one point from winning, banking 6 is hopeless: keep rolling.
    assert picks == {str(Roll())}
    state.scores = [14, 0]
    assert agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(1)) == Hold()


def test_wins_are_credited_to_the_configured_seat_even_when_seats_rotate(monkeypatch):
    """Seat order rotates with the seed; a win must still count for the seat that was set up."""
    import game.sim as sim

    class Always:
        def __init__(self, name):
            self.name = name

        def choose(self, rules, observation, seat, rng):
            legal = rules.legal_actions(observation, seat)
            from game.rules.pig.engine import Hold, Roll
            return Hold() if self.name == "hard" and Hold() in legal and observation.turn_total >= 20 else Roll()

    monkeypatch.setattr(sim, "make_agent", lambda game, level, deterministic=False: Always(level))
    result = sim.simulate("pig", ["ai:random", "ai:hard", "ai:random"], 6, seed=0)
    assert result["wins_by_agent"].get("ai:hard", 0) >= 5
    assert result["wins_by_seat"][1] == result["wins_by_agent"].get("ai:hard", 0)


def test_ismcts_searches_only_the_root_moves_the_game_names():
    """A game's `root_candidates` narrows the search: here it only allows Hold, the worse move."""
    state = RULES.new_game(2, {"target": 20})
    state.scores = [0, 19]
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "6"))
    only_hold = ISMCTSAgent(iterations=100, root_candidates=lambda rules, obs, seat, legal: [Hold()])
    assert only_hold.choose(RULES, RULES.observe(state, 0), 0, random.Random(1)) == Hold()
    both = ISMCTSAgent(iterations=100, root_candidates=lambda rules, obs, seat, legal: legal)
    assert both.choose(RULES, RULES.observe(state, 0), 0, random.Random(1)) == Roll()


def depth(node) -> int:
    return 1 + max((depth(c) for c in node.children.values()), default=0)


def rolled_a_six():
    state = RULES.new_game(2, {"target": 20})
    RULES.apply(state, 0, Roll())
    RULES.apply(state, CHANCE, DieFace(0, "6"))
    return state


def test_a_tree_depth_of_one_leaves_every_later_move_to_the_playouts():
    state = rolled_a_six()
    deep = ISMCTSAgent(iterations=300, name="deep")
    flat = ISMCTSAgent(iterations=300, name="flat", tree_depth=1)
    for agent in (deep, flat):
        agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(3))
    assert depth(deep._root) > 2
    assert depth(flat._root) == 2  # the root and one child per move
    assert sum(c.visits for c in flat._root.children.values()) == 300


def test_a_games_determinize_hook_draws_the_states_the_search_plays():
    seen = []

    def guess(rules, observation, seat, rng):
        seen.append(seat)
        return rules.determinize(observation, seat, rng)

    agent = ISMCTSAgent(iterations=40, determinize=guess)
    state = rolled_a_six()
    assert agent.choose(RULES, RULES.observe(state, 0), 0, random.Random(1)) in RULES.legal_actions(state, 0)
    assert seen == [0] * 40


def test_medium_thinks_out_its_share_of_decisions_and_goes_with_the_easy_players_instinct_otherwise():
    """Medium sits between easy and hard: on its game's `medium_thinks` share of decisions it searches, on the
    others it plays the easy player's move (a search alone, with a smaller budget, measured level
    with hard)."""
    from game.ai.levels import MediumAgent, make_agent
    from game.games import GAME_IDS

    class Says:
        def __init__(self, word):
            self.word, self.last_iterations = word, 7

        def choose(self, rules, observation, seat, rng):
            return self.word

    medium = MediumAgent(Says("search"), Says("instinct"), thinks=0.3)
    rng = random.Random(4)
    moves = [medium.choose(None, None, 0, rng) for _ in range(2000)]
    assert 0.27 < moves.count("search") / len(moves) < 0.33
    for game_id in GAME_IDS:
        agent = make_agent(game_id, "medium", deterministic=True)
        assert isinstance(agent, MediumAgent) and 0 < agent.thinks < 1, game_id
        assert type(agent.instinct) is type(make_agent(game_id, "easy")), game_id
