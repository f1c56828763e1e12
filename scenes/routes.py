"""Where each screen leads: the one module that knows every scene class.

The entry point hands `Routes` to the App (`App(routes=Routes)`), and a scene goes elsewhere
through `self.app.routes`: `menu()`, `new_table(game_id)`, `saved_tables()`, `settings()`,
`rules(game_id)`, `credits()`, `pause()`, `results(controller)`, `table(controller)`, `resume(saved)`,
`error(message, log_path)`, `players()`, `records()`, `replay(data, title)`, `replay_record(row)`,
`replay_save(saved)`, `export_record(row)`, `import_records()`, `host_online(controller)`, `join()`,
`online_table(controller, hosting)`. So no scene imports another (the menu, the tables and the pause
menu used to import each other in a circle), and the app knows no concrete scene. Each scene
module is imported when first needed, which keeps start-up to what the menu uses.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game import games, records, saves
from game.i18n import _


class Routes:
    def __init__(self, app):
        self.app = app

    @property
    def stack(self):
        return self.app.stack

    # -- the screens --------------------------------------------------------------------------
    def menu(self) -> Any:
        """A fresh menu, and nothing under it."""
        from scenes.menu import MenuScene
        return self.stack.clear_to(MenuScene(self.app))

    def new_table(self, game_id: str | None = None) -> Any:
        from scenes.new_table import NewTableScene
        return self.stack.push(NewTableScene(self.app, game_id))

    def saved_tables(self) -> Any:
        from scenes.saved_tables import SavedTablesScene
        return self.stack.push(SavedTablesScene(self.app))

    def players(self) -> Any:
        from scenes.players import PlayersScene
        return self.stack.push(PlayersScene(self.app))

    def records(self) -> Any:
        from scenes.records import RecordsScene
        return self.stack.push(RecordsScene(self.app))

    def settings(self) -> Any:
        from scenes.settings import SettingsScene
        return self.stack.push(SettingsScene(self.app))

    def rules(self, game_id: str) -> Any:
        """The rules page; a rules file missing from a broken install is said, not raised."""
        from scenes.rules import RulesScene
        try:
            scene = RulesScene(self.app, game_id)
        except FileNotFoundError as exc:
            self.app.notify(_("The rules of {game} could not be opened ({reason}).").format(
                game=games.get(game_id).name, reason=exc))
            return None
        return self.stack.push(scene)

    def credits(self) -> Any:
        from scenes.credits import CreditsScene
        return self.stack.push(CreditsScene(self.app))

    def controls(self) -> Any:
        from scenes.controls import ControlsScene
        return self.stack.push(ControlsScene(self.app))

    def keyboard(self, field) -> Any:
        """The on-screen keyboard typing into `field` (a name, with a pad)."""
        from scenes.onscreen_keyboard import KeyboardScene
        return self.stack.push(KeyboardScene(self.app, field))

    def pause(self) -> Any:
        from scenes.pause import PauseScene
        return self.stack.push(PauseScene(self.app))

    def results(self, controller) -> Any:
        from scenes.results import ResultsScene
        return self.stack.push(ResultsScene(self.app, controller))

    def error(self, message: str, log_path: Path | str | None) -> Any:
        from scenes.error import ErrorScene
        return self.stack.clear_to(ErrorScene(self.app, message, log_path))

    # -- tables -------------------------------------------------------------------------------
    def table(self, controller, replace: bool = False) -> Any:
        """Sit down at `controller`'s table; from now on it is saved after every step. Each
        remembered person's reaction-window choice (the Players screen) comes to the table."""
        from game import players
        roster, _notice = players.load()  # a damaged list is told on the Players screen
        controller.ask_reactions(players.reaction_asks(controller.seats, roster))
        self.keep_saving(controller)
        scene = games.get(controller.game_id).table_class()(self.app, controller)
        return self.stack.replace(scene) if replace else self.stack.push(scene)

    @staticmethod
    def keep_saving(controller) -> None:
        """From now on the table is saved after every step (in a new save of its own, locked
        while the table is open, so another copy of the app cannot continue it too)."""
        if controller.slot is None:
            slot = saves.SaveSlot(saves.new_save_path(controller.game_id))
            slot.claim()
            controller.keep_saved(slot)

    def lesson(self, game_id: str) -> Any:
        """A guided first game of `game_id` (`game.lessons`): its table with the coach. It is not
        saved until the lesson hands it over as a normal game."""
        from game.controllers.base import make_controller
        from game.lessons import Coach, LessonError, load
        try:
            lesson = load(game_id)
        except LessonError as exc:
            self.app.notify(str(exc))
            return None
        controller = make_controller(game_id, lesson.seat_configs(), lesson.options, lesson.seed)
        controller.guided = True  # played on after the lesson, it ends without a record
        scene = games.get(game_id).table_class()(self.app, controller)
        scene.coach_with(Coach(lesson, controller))
        self.menu()
        return self.stack.push(scene)

    def resume(self, saved: saves.SavedTable, replace: bool = False) -> str | None:
        """Sit down at a saved table again. Returns None, or why it could not be loaded."""
        from game.controllers.base import TableController
        slot = saves.SaveSlot(saved.path)
        if not slot.claim():
            self.app.notify(_("This table is open in another window."))
            return None
        try:
            controller = TableController.load(saved.path)
        except saves.SaveError as exc:
            slot.release()
            self.app.notify(_("That saved table could not be loaded: {reason}").format(reason=exc))
            return str(exc)
        controller.slot = slot
        if controller.online:
            return self.host_again(controller, replace=replace)
        try:
            self.table(controller, replace=replace)
        except LookupError as exc:  # a game registered without a table
            controller.close()
            self.app.notify(_("That saved table cannot be shown: {reason}").format(reason=exc))
            return str(exc)
        return None

    # -- online -------------------------------------------------------------------------------
    def host_online(self, controller, replace: bool = False, port: int | None = None, relay: str | None = None) -> Any:
        """A table with seats for people at other computers: its waiting room, where the invite
        is shown and the friends' seats fill. Returns None (said) when it cannot listen."""
        from scenes.online.hosting import open_hosting
        from scenes.online.waiting_room import WaitingRoomScene
        try:
            hosting = open_hosting(controller, self.app.settings, port=port, relay=relay)
        except (OSError, ValueError) as exc:  # a port taken or refused, a relay's address that is none
            controller.close()
            self.app.notify(_("This table cannot be opened to other computers: {reason}").format(
                reason=getattr(exc, "reason", None) or getattr(exc, "strerror", None) or exc))
            return None
        scene = WaitingRoomScene(self.app, controller, hosting)
        return self.stack.replace(scene) if replace else self.stack.push(scene)

    def host_again(self, controller, replace: bool = False) -> str | None:
        """A saved online table reopened (Continue): hosted again at the same invite, so its
        friends' computers rejoin by themselves (or by their own Continue). Its waiting room
        shows the invite and who is back, and Play on returns to the table. Returns None, or
        why it could not be opened (said)."""
        from scenes.online.hosting import reopen_hosting
        from scenes.online.waiting_room import WaitingRoomScene
        try:
            hosting = reopen_hosting(controller, self.app.settings)
        except (OSError, ValueError) as exc:
            controller.close()
            reason = getattr(exc, "reason", None) or getattr(exc, "strerror", None) or str(exc)
            self.app.notify(_("This table cannot be opened to other computers: {reason}").format(reason=reason))
            return reason
        scene = WaitingRoomScene(self.app, controller, hosting, resumed=True)
        self.stack.replace(scene) if replace else self.stack.push(scene)
        return None

    def rejoin(self, kept) -> Any:
        """Sit again at a table this computer joined (Continue): Join a table, rejoining."""
        from scenes.online.join import JoinScene
        scene = self.stack.push(JoinScene(self.app))
        scene.rejoin(kept)
        return scene

    def kept_tables(self, kept: list, latest: Any = None) -> Any:
        """Continue with several tables to go to: the tables joined at friends' and the latest
        saved here, to choose from."""
        from scenes.online.kept_tables import KeptTablesScene
        return self.stack.push(KeptTablesScene(self.app, kept, latest))

    def join(self, relay: str | None = None) -> Any:
        from scenes.online.join import JoinScene
        return self.stack.push(JoinScene(self.app, relay))

    def online_table(self, controller, hosting, replace: bool = False) -> Any:
        """Sit down at an online table: the host's (`hosting` its OnlineHost; saved after every
        step as any table) or a guest's (`hosting` None: the host keeps the save)."""
        from scenes.online.companion import TableCompanion
        if hosting is not None:
            scene = self.table(controller, replace=replace)
        else:
            scene = games.get(controller.game_id).table_class()(self.app, controller)
            self.stack.replace(scene) if replace else self.stack.push(scene)
        scene.online = TableCompanion(scene, hosting)
        return scene

    # -- replays ------------------------------------------------------------------------------
    def replay(self, save_data: dict, title: str) -> str | None:
        """Watch a game again through its own table, with the replay controls over it. Returns
        None, or why it could not be replayed (said to the person too)."""
        from game.controllers.replay import replay_controller
        from scenes.replay import ReplayScene
        try:
            controller = replay_controller(save_data)
        except saves.SaveError as exc:
            self.app.notify(_("That table cannot be replayed: {reason}").format(reason=exc))
            return str(exc)
        table = games.get(controller.game_id).table_class()(self.app, controller)
        self.stack.push(table)
        self.stack.push(ReplayScene(self.app, table, title))
        return None

    def replay_record(self, row: records.RecordSummary) -> str | None:
        """Watch a past table again (a row of the Records screen)."""
        try:
            data = records.read_record(row.path)
        except records.RecordError as exc:
            self.app.notify(_("That record cannot be read: {reason}").format(reason=exc))
            return str(exc)
        return self.replay(records.as_save(data), row.title(games.get(row.game).short))

    def replay_save(self, saved: saves.SavedTable) -> str | None:
        """Watch a table still going, from its first step to where it was left."""
        try:
            data = saves.read_save(saved.path)
        except saves.SaveError as exc:
            self.app.notify(_("That saved table cannot be read: {reason}").format(reason=exc))
            return str(exc)
        return self.replay(data, saved.title)

    # -- sharing ------------------------------------------------------------------------------
    def export_record(self, row: records.RecordSummary) -> None:
        """Write a past table to a file to share, and say where."""
        from game import sharing
        try:
            path = sharing.export(row)
        except (records.RecordError, OSError) as exc:
            self.app.notify(_("That table could not be exported: {reason}").format(
                reason=getattr(exc, 'strerror', None) or exc))
            return
        self.app.notify(_("Exported to {path}").format(path=path), seconds=8)

    def import_records(self) -> Any:
        from scenes.import_records import ImportScene
        return self.stack.push(ImportScene(self.app))
