"""Import a shared table when what lies in Downloads, or what is dropped on the window, is not a
plain file: a pipe, a link to an endless device, a link to itself, a name that is not UTF-8. Each
is refused with the reason or left out of the list; the window never stops answering and never
shows the error screen. Through the app's frame loop, as a person opens Import and drops files."""
from __future__ import annotations

import os
import threading

import pygame

from game import paths, records
from scenes.error import ErrorScene
from scenes.import_records import ImportScene
from scenes.menu import MenuScene

NOT_UTF8 = os.fsdecode(b"caf\xe9-from-a-friend.json")


def open_import(driver) -> ImportScene:
    driver.start(MenuScene(driver.app))
    driver.click_button("Records")
    driver.click_button("Import")
    assert isinstance(driver.top, ImportScene)
    return driver.top


def drop_within(driver, path, seconds: float = 10.0) -> bool:
    """Drop `path` on the window and run a frame; False when the frame did not come back within
    `seconds` (then the pipe is opened from this side, so the blocked app lets go of the test)."""
    driver.post(pygame.DROPFILE, file=str(path))
    done = threading.Event()

    def one_frame() -> None:
        driver.frame()
        done.set()
    thread = threading.Thread(target=one_frame, daemon=True)
    thread.start()
    if done.wait(seconds):
        return True
    with open(path, "wb"):
        pass
    thread.join(5)
    return False


def test_a_pipe_dropped_on_the_window_is_refused_at_once(make_driver, tmp_path):
    driver = make_driver((1366, 768))
    importer = open_import(driver)
    pipe = tmp_path / "table.json"
    os.mkfifo(pipe)
    link = tmp_path / "link-to-a-pipe.json"
    link.symlink_to(pipe)
    for dropped in (pipe, link):
        assert drop_within(driver, dropped), "the window stopped answering"
        assert driver.top is importer and "not a regular file" in importer.refused[dropped]
    assert records.load_book().records == []


def test_a_link_to_an_endless_device_is_refused_without_reading_it(make_driver, tmp_path):
    driver = make_driver((1366, 768))
    importer = open_import(driver)
    link = tmp_path / "zeros.json"
    link.symlink_to("/dev/zero")
    assert drop_within(driver, link)
    assert "not a regular file" in importer.refused[link]


def test_a_link_loop_and_a_name_that_is_not_utf8_in_downloads_leave_the_import_screen_working(make_driver):
    downloads = paths.downloads_dir()
    downloads.mkdir(parents=True, exist_ok=True)
    (downloads / "loop.json").symlink_to("loop.json")
    (downloads / NOT_UTF8).write_text("{}")
    driver = make_driver((1366, 768))
    importer = open_import(driver)
    driver.wait(0.5)
    assert driver.top is importer and driver.app.crashes == 0
    assert [p.name for p in importer.files] == [NOT_UTF8], "the loop is no file to offer"
    driver.click_button("Import")
    assert driver.top is importer and not isinstance(driver.top, ErrorScene)
    assert "not a Frontier Tabletop record" in importer.refused[downloads / NOT_UTF8]
    driver.wait(0.5)
    assert driver.app.crashes == 0, "the refused name is drawn too"
