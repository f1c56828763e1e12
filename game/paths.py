"""Where the app keeps its files, per user (platformdirs): settings, saves, logs.

    config_dir()   -> settings.toml lives here      (user_config_dir("frontier-tabletop"))
    settings_path()
    data_dir()     -> user_data_dir;  saves_dir() -> data_dir()/saves (one file per table, game.saves)
    log_dir()      -> user_log_dir;   log_path()  -> log_dir()/frontier-tabletop.log
    cache_dir()    -> user_cache_dir: painted pictures kept between runs (game.ui.kept_pictures)
    shared_dir()   -> user_documents_dir/Frontier Tabletop: records exported to share (game.sharing)
    downloads_dir()-> user_downloads_dir: where a shared record usually arrives

The environment variable FRONTIER_TABLETOP_HOME, when set, puts them all under that folder
(tests and benchmarks use it so they never touch the real user's files).
Directories are created on demand by the `*_dir()` functions.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "frontier-tabletop"
ENV_HOME = "FRONTIER_TABLETOP_HOME"


def _base(kind: str) -> Path:
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / kind
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if kind == "log":
        return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    if kind == "cache":
        return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    if kind == "shared":
        return Path(platformdirs.user_documents_dir()) / "Frontier Tabletop"
    if kind == "downloads":
        return Path(platformdirs.user_downloads_dir())
    raise ValueError(kind)


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def config_dir() -> Path:
    return _ensure(_base("config"))


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def data_dir() -> Path:
    return _ensure(_base("data"))


def saves_dir() -> Path:
    return _ensure(data_dir() / "saves")


def cache_dir() -> Path:
    """Pictures painted once and kept between runs (safe to delete: they are painted again)."""
    return _ensure(_base("cache"))


def log_dir() -> Path:
    return _ensure(_base("log"))


def log_path() -> Path:
    return log_dir() / "frontier-tabletop.log"


def shared_dir() -> Path:
    """Where exported records are written, to be sent to a friend (a folder a person can find)."""
    return _ensure(_base("shared"))


def downloads_dir() -> Path:
    """Where a record a friend sent usually arrives (not created if missing)."""
    return _base("downloads")
