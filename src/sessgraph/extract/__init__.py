"""Extractors: error signatures, regex entities, and spaCy for prose."""
