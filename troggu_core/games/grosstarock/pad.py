"""Großtarock at a real table (the score pad): each player's eyes, the value of each player's declarations and
of their bonuses and penalties, paid as :func:`~.scoring.settle` pays a played deal (GT-DECL-1, GT-PAY-*); or the
round's payments as a table counts them itself.

The Danish pots (GT-PAY-DK) stay on the table: the pad pays the eyes, declarations and bonuses; what goes into or
comes out of a pot is entered with the bonuses.

>>> inputs = {"mode": "eyes", "eyes": [30, 20, 28], "declarations": [10, 0, 0], "bonuses": [0, -5, 0]}
>>> score_round(inputs, "1754", 3, 1, 0).payments
(29, -26, -3)
"""

from __future__ import annotations

from typing import Any, Mapping

from ...errors import IllegalActionError
from ...i18n import N_, Localized, Msg
from ...kernel.pad import Choice, PadField, PadSpec, RoundScore
from ...kernel.ruleset_format import base_name
from .rulesets import OPTION_TITLES, parse_ruleset
from .scoring import danish_eyes, pay

__all__ = ["PAD", "fields", "score_round", "examples", "EYES", "declaration_label"]

EYES = 78
"""Every deal's eyes together (GT-COUNT-3: the 78 cards in piles of whole groups of three)."""
_EYES = {"mode": ("eyes",)}


_DECLARATION_WORDS: Mapping[str, tuple[str, str]] = {
    "decl_taroks": ("zehn Taroks", "ten taroks"),
    "decl_matadors": ("drei Matadore", "three matadors"),
    "decl_kings": ("drei Könige", "three kings"),
    "decl_four_kings": ("vier Könige", "four kings"),
    "decl_three_kings": ("drei Könige mit dem Sküs", "three kings and the excuse"),
    "decl_overfull": ("übervoll", "overfull"),
    "decl_cavallerie": ("Cavallerie", "cavallerie"),
    "decl_half_cavallerie": ("halbe Cavallerie", "half cavallerie"),
    "decl_four_of_a_rank": ("vier Gleiche", "four of a rank"),
    "decl_ladons": ("16 Ladons", "16 ladons"),
}
"""Each declaration's value option (:data:`.rulesets.DECLARATION_DEFAULTS`) in the pad's short words."""
_STEPPED = ("decl_taroks", "decl_matadors", "decl_kings", "decl_ladons")
"""The declarations that count each card beyond their least (GT-DECL-4: "10 + 5")."""


def declaration_label(ruleset: Any) -> tuple[str, str]:
    """The declarations field's label in German and English, with what each declaration of these rules is worth
    (the ruleset's ``decl_*`` options, house rules' too), so the table adds them up as the engine pays them.

    >>> declaration_label("1754")[0].replace("\u00a0", " ")  # doctest: +ELLIPSIS
    'Wert der Meldungen (zehn Taroks 10 + 5, drei Matadore 10 + 5, vier Könige 10, drei Könige mit dem Sküs 5, ...)'
    >>> declaration_label({"name": "dummett", "decl_ladons": 10})[1].endswith("four of a rank 5, 16 ladons 10\u00a0+\u00a05)")
    True
    """
    values = parse_ruleset(ruleset).values
    step = values["decl_step"]
    parts: list[tuple[str, str]] = []
    for option, (de, en) in _DECLARATION_WORDS.items():
        if option in values:
            # no line break inside "10 + 5" (a phone wraps the long label)
            amount = f"{values[option]}\u00a0+\u00a0{step}" if option in _STEPPED else str(values[option])
            parts.append((f"{de} {amount}", f"{en} {amount}"))
    return (
        "Wert der Meldungen (" + ", ".join(de for de, _ in parts) + ")",
        "Value of the declarations (" + ", ".join(en for _, en in parts) + ")",
    )


def fields(ruleset: Any, players: int) -> tuple[PadField, ...]:
    """Eyes, declarations and bonuses per player, or the table's own payments."""
    return (
        PadField(
            "mode",
            "choice",
            "Abrechnung",
            "Settlement",
            choices=(
                Choice("eyes", "Augen, Meldungen und Prämien", "eyes, declarations and bonuses"),
                Choice(
                    "slam",
                    "nur Meldungen und Prämien (Vole, Nolo, Tout)",
                    "declarations and bonuses only (vole, nolo, tout)",
                ),
                Choice("payments", "Zahlungen, am Tisch gezählt", "payments, counted at the table"),
            ),
            default="eyes",
        ),
        PadField("eyes", "numbers", "Augen jedes Spielers", "Each player's eyes", lo=0, hi=EYES, when=_EYES),
        PadField(
            "declarations",
            "numbers",
            *declaration_label(ruleset),
            lo=0,
            hi=300,
            when={"mode": ("eyes", "slam")},
        ),
        PadField(
            "bonuses",
            "numbers",
            "Prämien und Strafen",
            "Bonuses and penalties",
            lo=-300,
            hi=300,
            when={"mode": ("eyes", "slam")},
        ),
        PadField(
            "payments",
            "numbers",
            "Zahlung jedes Spielers",
            "Each player's payment",
            lo=-9999,
            hi=9999,
            when={"mode": ("payments",)},
        ),
    )


def score_round(inputs: Mapping[str, Any], ruleset: Any, players: int, base: int, dealer: int = 0) -> RoundScore:
    """Pay one deal: declarations and bonuses paid by each opponent (GT-DECL-1), the eyes by the ruleset
    (1754 and Dummett: eyes minus 26; Danish: GT-PAY-DK-2, balanced by the seat after the dealer, with the ruleset's
    scale and thresholds, house rules' too); times ``base``.

    Raises:
        IllegalActionError: the eyes do not add up to 78 (GT-COUNT-3), or the table's payments not to 0.
    """
    mode = inputs["mode"]
    why: list[Msg] = []
    if mode == "payments":
        payments = [int(p) for p in inputs["payments"]]
        if sum(payments) != 0:
            raise IllegalActionError("game.action", "the payments add up to {sum}, not 0", sum=sum(payments))
        why.append(Msg("the payments as the table counted them"))
    else:
        payments = [0, 0, 0]
        for seat in range(3):
            pay(payments, seat, int(inputs["declarations"][seat]))
            pay(payments, seat, int(inputs["bonuses"][seat]))
        why.append(Msg("declarations and bonuses: each opponent pays their value"))
        if mode == "eyes":
            eyes = [int(e) for e in inputs["eyes"]]
            if sum(eyes) != EYES:
                raise IllegalActionError(
                    "GT-COUNT-3", "the eyes add up to {sum}, not {total}", sum=sum(eyes), total=EYES
                )
            if base_name(ruleset) == "danish":
                rs = parse_ruleset(ruleset)
                eye_pay = danish_eyes(rs, eyes, dealer)
                above, below = rs.amount("eyes_paid_above"), rs.amount("eyes_owed_below")
                if rs.values["eye_scale"] == "per_eye":
                    why.append(
                        Msg(
                            "eyes: 5 for every eye over {above}, less 5 for every 5 under {below}; "
                            "the seat after the dealer balances",
                            above=above,
                            below=below,
                        )
                    )
                elif (above, below) == (24, 28):
                    why.append(
                        Msg(
                            "eyes: 5 for every 5 over 24, less 5 for every 5 under 28; the seat after the dealer balances"
                        )
                    )
                else:
                    why.append(
                        Msg(
                            "eyes: 5 for every 5 over {above}, less 5 for every 5 under {below}; "
                            "the seat after the dealer balances",
                            above=above,
                            below=below,
                        )
                    )
            else:
                par = parse_ruleset(ruleset).amount("eyes_par")
                eye_pay = [e - par for e in eyes]
                why.append(Msg("eyes: each player gets what they have over 26 or pays what they lack"))
            payments = [p + e for p, e in zip(payments, eye_pay)]
        else:
            why.append(Msg("a slam: the eyes are not paid"))
    why.append(Msg("base {base}", base=base))
    return RoundScore(tuple(p * base for p in payments), tuple(why))


_BONUSES: Mapping[str, str] = {
    "pagat_ultimo": "eyes",
    "king_ultimo": "eyes",
    "last_trick": "eyes",
    "all_tricks": "slam",
    "nolo": "slam",
}
"""The bonuses the payments table shows where the rules pay them (their value options), and how the pad settles
that round: with the eyes, or a slam without them."""


def examples(ruleset: Any) -> tuple[dict[str, Any], ...]:
    """A round of each amount the ruleset pays (the printed rules sheet's payments table, issue 34), seat 1 the one
    who gets it: the eyes (34 against 22 and 22), ten taroks declared, and each bonus these rules pay (the Pagat
    or a king ultimo, the last trick, every trick or none), at these rules' values. A row's ``_kind`` names it (the
    option's title; no input of the pad).

    >>> [(x["_kind"].en, x["mode"]) for x in examples("1754")]
    [('Eyes', 'eyes'), ('Declaration: ten taroks', 'eyes'), ('Pagat ultimo', 'eyes')]
    """
    rs = parse_ruleset(ruleset)
    titles = OPTION_TITLES
    level = [EYES // 3] * 3
    nothing = [0, 0, 0]
    out: list[dict[str, Any]] = [
        {
            "_kind": Localized(de="Augen", en="Eyes"),
            "mode": "eyes",
            "eyes": [34, 22, 22],
            "declarations": nothing,
            "bonuses": nothing,
        },
        {
            "_kind": titles["decl_taroks"],
            "mode": "eyes",
            "eyes": level,
            "declarations": [rs.amount("decl_taroks"), 0, 0],
            "bonuses": nothing,
        },
    ]
    for option, mode in _BONUSES.items():
        if option in rs.values:
            row = {"_kind": titles[option], "mode": mode, "declarations": nothing, "bonuses": [rs.amount(option), 0, 0]}
            out.append({**row, "eyes": level} if mode == "eyes" else row)
    return tuple(out)


PAD = PadSpec(
    fields=fields,
    score_round=score_round,
    players=lambda ruleset: (3,),
    base=lambda ruleset: 1,
    unit=Localized(de="Punkte", en="points"),
    unit_one=Localized(de="Punkt", en="point"),
    outcomes={
        "normal": N_("the eyes counted"),
        "vole": N_("vole: one player took every trick"),
        "nolo": N_("nolo: one player took no trick"),
        "vole_announced": N_("vole announced and made"),
        "vole_announced_lost": N_("vole announced and lost"),
        "nolo_announced": N_("nolo announced and made"),
        "tout": N_("tout: one player took every trick"),
    },
    examples=examples,
)
"""Großtarock's score pad (the registry's ``GameInfo.pad``)."""
