"""A game's AI declares what it offers the levels in one `HOOKS`; the levels read nothing else."""
import dataclasses
import types

from game import games
from game.ai import levels
from game.ai.hooks import NO_HOOKS, AiHooks
from game.ai.ismcts import ISMCTSAgent


def test_every_game_declares_its_ai_hooks_and_one_without_an_ai_module_takes_the_defaults():
    for game in games.GAMES:
        hooks = game.ai_hooks()
        assert isinstance(hooks, AiHooks) and hooks.easy is not None, game.id
        assert hooks.rollout_policy is not None and hooks.evaluate is not None, game.id
    assert isinstance(games.PIG.ai_hooks(), AiHooks) and games.PIG.ai_hooks().level_agents
    assert dataclasses.replace(games.PIG, ai_path=None).ai_hooks() is NO_HOOKS


def test_the_levels_build_hard_from_the_declared_hooks_only(monkeypatch):
    """A hook named in the AI module but left out of its HOOKS is not used: nothing is probed."""
    def policy(rules, state, seat, legal, rng):
        return legal[0]

    declared = AiHooks(rollout_policy=policy, rollout_needs_legal=False, level_settings={"hard": {"iterations": 7}})
    stray = types.SimpleNamespace(HOOKS=declared, evaluate=lambda rules, state: [1.0, 0.0])
    game = games.get("desperados")
    monkeypatch.setattr(type(game), "ai_hooks", lambda self: stray.HOOKS)
    agent = levels.make_agent("desperados", "hard", deterministic=True)
    assert isinstance(agent, ISMCTSAgent)
    assert agent.rollout_policy is policy and agent.rollout_needs_legal is False
    assert agent.iterations == 7 and agent.seconds is None
    assert agent.evaluate is not stray.evaluate


def test_a_game_without_an_easy_player_plays_easy_as_a_medium_search(monkeypatch):
    monkeypatch.setattr(type(games.PIG), "ai_hooks", lambda self: NO_HOOKS)
    agent = levels.make_agent("pig", "easy", deterministic=True)
    assert isinstance(agent, ISMCTSAgent) and agent.name == "medium"
