"""Bundled fonts (Roboto Slab: Apache-2.0; Lato: SIL OFL 1.1 — licences beside the files).

A package so installers and PyInstaller ship the files; load them only via `game.ui.theme.font`.
"""
