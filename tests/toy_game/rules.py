"""The toy tarock's rules: its own three and the rules every game shares (:func:`~troggu_core.kernel.rules.with_shared`)."""

from __future__ import annotations

from troggu_core.kernel.rules import Rule, with_section_titles, with_shared

_STATED: tuple[Rule, ...] = with_shared(
    (
        Rule(
            "play.hand",
            "play",
            "toy",
            "Du spielst eine Karte aus deiner Hand.",
            "You play a card from your hand.",
            "Aus der Hand",
            "From the hand",
        ),
        Rule(
            "play.follow",
            "play",
            "toy",
            "Du gibst die ausgespielte Farbe zu; hast du sie nicht, stichst du mit einem Trumpf, wenn du einen hast.",
            "You follow the suit led; without it you play a trump if you hold one.",
            "Farbe zugeben, sonst trumpfen",
            "Follow suit, else trump",
        ),
        Rule(
            "play.trick",
            "play",
            "toy",
            "Den Stich macht der höchste Trumpf, ohne Trumpf die höchste Karte der ausgespielten Farbe.",
            "The highest trump wins the trick, without trumps the highest card of the suit led.",
            "Wer sticht",
            "Who wins the trick",
        ),
    )
)
RULES: tuple[Rule, ...] = with_section_titles(_STATED, {"play": ("Play", "Spiel")})
"""Every rule the toy's code raises, each with an id, a source, German and English, and its section's titles (its
own section's here, the shared sections' from the kernel)."""
