"""Where each screen leads: the one module that knows every scene class.

The entry point hands `Routes` to the App (`App(routes=Routes)`), and a scene goes elsewhere
through `self.app.routes`: `menu()`, `new_table(game_id)`, `saved_tables()`, `settings()`,
`rules(game_id)`, `credits()`, `pause()`, `results(controller)`, `table(controller)`, `resume(saved)`,
`error(message, log_path)`. So no scene imports another (the menu, the tables and the pause
menu used to import each other in a circle), and the app knows no concrete scene. Each scene
module is imported when first needed, which keeps start-up to what the menu uses.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game import games, saves


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

    def settings(self) -> Any:
        from scenes.settings import SettingsScene
        return self.stack.push(SettingsScene(self.app))

    def rules(self, game_id: str) -> Any:
        """The rules page; a rules file missing from a broken install is said, not raised."""
        from scenes.rules import RulesScene
        try:
            scene = RulesScene(self.app, game_id)
        except FileNotFoundError as exc:
            self.app.notify(f"The rules of {games.get(game_id).name} could not be opened ({exc}).")
            return None
        return self.stack.push(scene)

    def credits(self) -> Any:
        from scenes.credits import CreditsScene
        return self.stack.push(CreditsScene(self.app))

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
        """Sit down at `controller`'s table; from now on it is saved after every step."""
        if controller.slot is None:
            controller.keep_saved(saves.SaveSlot(saves.new_save_path(controller.game_id)))
        scene = games.get(controller.game_id).table_class()(self.app, controller)
        return self.stack.replace(scene) if replace else self.stack.push(scene)

    def resume(self, saved: saves.SavedTable, replace: bool = False) -> str | None:
        """Sit down at a saved table again. Returns None, or why it could not be loaded."""
        from game.controllers.base import TableController
        try:
            controller = TableController.load(saved.path)
        except saves.SaveError as exc:
            self.app.notify(f"That saved table could not be loaded: {exc}")
            return str(exc)
        controller.slot = saves.SaveSlot(saved.path)
        try:
            self.table(controller, replace=replace)
        except LookupError as exc:  # a game without a table (only the rules' worked example)
            controller.close()
            self.app.notify(f"That saved table cannot be shown: {exc}")
            return str(exc)
        return None
