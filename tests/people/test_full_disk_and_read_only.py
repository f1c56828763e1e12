"""A full disk and a read-only data folder, as an unlucky person meets them, through the app's own
frame loop: a table that ends when its record cannot be written is kept (listed in Saved tables as
finished, recorded once there is room), and a folder where nothing can be written is said once
while play goes on to the results, never the error screen.

The disk is a small tmpfs mounted over the app's folder, which needs root; where mounting is not
permitted the tests are skipped and say why."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from game import paths, records, saves
from game.controllers.base import TableController
from scenes.error import ErrorScene
from scenes.import_records import ImportScene
from scenes.menu import MenuScene
from scenes.results import ResultsScene
from scenes.saved_tables import SavedTablesScene

sys.path.insert(0, str(Path(__file__).parents[1] / "core"))
from random_tables import near_the_end  # noqa: E402



def mount_tmpfs(folder: Path, size: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", f"ft-{uuid.uuid4().hex[:6]}", str(folder)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"a small disk cannot be mounted here ({done.stderr.strip() or 'mount failed'}): "
                    "run as root on Linux to test a full disk and a read-only folder")


@pytest.fixture
def small_disk():
    """mount(folder, size="256k"): a tmpfs over `folder`, unmounted when the test ends;
    read_only(folder) remounts it read-only."""
    mounted: list[Path] = []

    def mount(folder: Path, size: str = "256k") -> Path:
        mount_tmpfs(folder, size)
        mounted.append(folder)
        return folder

    yield mount
    for folder in reversed(mounted):
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def read_only(folder: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)


def fill(folder: Path) -> Path:
    """Fill the disk `folder` is on to the last byte; returns the filler (delete it to make room)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        while os.write(fd, b"\0" * 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)
    return filler


def write_save(data: dict) -> Path:
    path = saves.new_save_path("roulette")
    path.write_text(json.dumps(data))
    return path


def toasts_of(driver) -> list[str]:
    """Every notice the app shows from now on, in order."""
    said: list[str] = []
    notify = driver.app.notify

    def notify_and_note(text, seconds=6.0):
        said.append(text)
        notify(text, seconds)
    driver.app.notify = notify_and_note
    return said


def play_to_the_results(driver) -> None:
    """Continue the latest saved table from the menu and let its AIs play it to the results."""
    driver.click_button("Continue")
    driver.until(lambda: isinstance(driver.top, (ResultsScene, ErrorScene)), seconds=300)
    assert not isinstance(driver.top, ErrorScene), driver.top.__dict__.get("message")
    driver.wait(0.5)


def test_a_table_that_ends_when_its_record_cannot_be_written_is_kept_and_recorded_when_there_is_room(
        make_driver, small_disk):
    records_folder = small_disk(paths.data_dir() / "records")
    save = write_save(near_the_end())
    filler = fill(records_folder)
    driver = make_driver((1366, 768))
    said = toasts_of(driver)
    driver.start(MenuScene(driver.app))
    play_to_the_results(driver)
    assert any("could not be added to your records" in text and "Saved tables" in text for text in said), said
    assert save.exists(), "the table's save is kept"
    [kept] = saves.list_saves()
    assert kept.finished and kept.damaged is None, "listed as a finished game not yet recorded"
    assert TableController.load(save).is_over(), "the save holds the game to its end"

    driver.click_button("Back to menu")
    driver.click_button("Saved tables")
    listed = driver.top
    assert isinstance(listed, SavedTablesScene) and [s.path for s in listed.saved] == [save]
    offered = [str(b.label) for b in driver.buttons(listed)]
    assert "Resume" not in offered and "Replay" in offered, "it can be watched and deleted, not continued"
    assert "still cannot be added to your records" in said[-1]
    driver.click_button("Back")

    filler.unlink()  # room again
    driver.click_button("Saved tables")
    assert driver.top.saved == [], "recorded, so it leaves the saved tables"
    [row] = records.load_book().records
    assert row.file == save.name and not save.exists()
    replayed = TableController.from_json(records.as_save(records.read_record(row.path)))
    replayed.close()
    assert replayed.is_over() and row.steps == len(replayed.history), "the whole game is in the records"


def test_a_read_only_data_folder_is_said_once_and_play_goes_on_to_the_results(make_driver, small_disk, tmp_path):
    data = small_disk(paths.data_dir())
    write_save(near_the_end())
    (data / "records").mkdir()
    read_only(data)
    driver = make_driver((1366, 768))
    said = toasts_of(driver)
    driver.start(MenuScene(driver.app))
    play_to_the_results(driver)
    assert driver.app.crashes == 0
    assert [text for text in said if "saved" in text or "records" in text] == [
        "This table could not be saved (Read-only file system). Play goes on; the last good save is kept."], said

    # a new table in the same folder: nothing at all can be kept, said once
    said.clear()
    driver.click_button("Back to menu")
    driver.app.routes.table(TableController.from_json(near_the_end(seed=11)))  # a table never saved yet
    driver.until(lambda: isinstance(driver.top, (ResultsScene, ErrorScene)), seconds=300)
    assert isinstance(driver.top, ResultsScene) and driver.app.crashes == 0
    assert said == ["Nothing can be kept here (Read-only file system): play goes on, but this table is not saved."]

    # a record a friend sent cannot be imported into a read-only folder: said, not the error screen
    sent = paths.downloads_dir() / "from-a-friend.json"
    sent.parent.mkdir(parents=True, exist_ok=True)
    game = TableController.from_json(near_the_end(steps_left=0))
    game.close()
    sent.write_text(json.dumps(records.record_of(game)))
    driver.click_button("Back to menu")
    driver.click_button("Records")
    driver.click_button("Import")
    assert isinstance(driver.top, ImportScene)
    driver.click_button("Import")
    assert isinstance(driver.top, ImportScene) and driver.app.crashes == 0
    assert said[-1] == "Not imported: Your records cannot be written (Read-only file system)."
