"""Troggu at a real table (the score pad): a round from what the table sees, paid by the village's rules.

The table enters the game type, the declarer, a called partner (7-8 players), the declarer side's card points and
whether one side took every trick; in a misère each player's points. The payments are
:func:`~.scoring.settle`'s and :func:`~.scoring.misere_payments`' (the engine's own rules), times the base.

>>> sc = score_round({"type": "normal", "declarer": 1, "declarer_points": 90, "match": "none"}, "visp", 4, 10, 0)
>>> sc.payments, [str(m) for m in sc.why][1:]
((-20, 60, -20, -20), ['double: the losing side has 24 points, 29 or fewer', 'multiplier 2 × base 10 = 20 a player'])
"""

from __future__ import annotations

from typing import Any, Mapping

from ...errors import IllegalActionError
from ...i18n import N_, Localized, Msg
from ...kernel.pad import Choice, PadField, PadSpec, RoundScore
from .actions import GameType
from .cards import NARR, TROGGU_DECK
from .explain import ROLE
from .rulesets import DrawRule, MiserePayer, Ruleset, calls_partner, ruleset as _ruleset
from .scoring import TOTAL_POINTS, misere_payments, settle

__all__ = ["PAD", "fields", "score_round"]

_NOT_MISERE = {"type": ("normal", "solo")}


def fields(ruleset: Any, players: int) -> tuple[PadField, ...]:
    """The inputs of a Troggu round: the partner only where the ruleset calls one (7-8 players, ``call_from``)."""
    out = [
        PadField(
            "type",
            "choice",
            "Spiel",
            "Game",
            choices=(
                Choice("normal", "Normalspiel", "normal game"),
                Choice("solo", "Solo", "solo"),
                Choice("misere", "Misere (alle haben gepasst)", "misère (everyone passed)"),
            ),
            default="normal",
        ),
        PadField("declarer", "seat", "Tappist oder Solist", "Tappist or soloist", when=_NOT_MISERE),
    ]
    if calls_partner(players, _ruleset(ruleset)):
        out.append(
            PadField(
                "partner",
                "seat?",
                "Gerufener Partner (keiner: allein)",
                "Called partner (none: alone)",
                when={"type": ("normal",)},
            )
        )
    out += [
        PadField(
            "declarer_points",
            "number",
            "Punkte der Seite des Tappisten oder Solisten",
            "Points of the Tappist's or soloist's side",
            lo=0,
            hi=TOTAL_POINTS,
            when=_NOT_MISERE,
            counted=True,
        ),
        PadField(
            "match",
            "choice",
            "Alle Stiche gemacht von",
            "Every trick taken by",
            choices=(
                Choice("none", "niemandem", "nobody"),
                Choice("declarer", "Seite des Tappisten oder Solisten", "the Tappist's or soloist's side"),
                Choice("opponents", "Gegenspieler", "opponents"),
            ),
            when=_NOT_MISERE,
            default="none",
        ),
        PadField(
            "points",
            "numbers",
            "Punkte jedes Spielers",
            "Each player's points",
            lo=0,
            hi=TOTAL_POINTS,
            when={"type": ("misere",)},
        ),
    ]
    return tuple(out)


NARR_POINTS = NARR.points
"""5: what a withheld Narr brings home to its owner's side without a trick (rules ``deck.points``,
``play.narr-exchange``)."""
_BY_VALUE = sorted((c.points for c in TROGGU_DECK), reverse=True)


def _tapps(rs: Ruleset, players: int) -> tuple[int, ...]:
    """The sizes of the Tapp the ruleset deals to this many players (rule ``deal.tapp``)."""
    return tuple(sorted({layout.tapp for layout in rs.layouts_for(players)}))


def _most(cards: int) -> int:
    """The most points ``cards`` cards can have (the deck's best ones)."""
    return sum(_BY_VALUE[:cards])


def _check_misere(points: list[int], rs: Ruleset, players: int) -> None:
    """A misère's points are the deck's 114 less the Tapp's, which count for nobody (rules ``count.sides``,
    ``exchange.misere``): each Tapp card has at least 1 point, the Tapp at most its best cards' points."""
    total = sum(points)
    if total > TOTAL_POINTS:
        raise IllegalActionError(
            "count.sides",
            "the players' points add up to {sum}, more than the {total} in the deck",
            sum=total,
            total=TOTAL_POINTS,
        )
    tapps = _tapps(rs, players)
    lo, hi = TOTAL_POINTS - max(_most(t) for t in tapps), TOTAL_POINTS - min(tapps)
    if not lo <= total <= hi:
        raise IllegalActionError(
            "exchange.misere",
            "in a misère the Tapp's points count for nobody: the players' points add up to {lo} to {hi}, not {sum}",
            lo=lo,
            hi=hi,
            sum=total,
        )


def _check_match(rs: Ruleset, players: int, dp: int, match: Any, role_of: Localized = ROLE["normal"][1]) -> None:
    """Every trick to one side (rule ``pay.match``): the other side keeps at most what it has without a trick;
    ``role_of`` names the declarer's side (the Tappist's, a solo's Solist's: :data:`.explain.ROLE`).

    The opponents without a trick have at most a withheld Narr (``play.narr-exchange``); the declarer's side
    without a trick the cards laid away (a solo: the Tapp) and a withheld Narr -- never the 58 that win.
    """
    if match == "declarer" and TOTAL_POINTS - dp > NARR_POINTS:
        raise IllegalActionError(
            "pay.match",
            "the {role_of}'s side took every trick: the opponents keep at most the {narr} points of a withheld Narr, "
            "so the {role_of}'s side has at least {least}, not {points}",
            role_of=role_of,
            narr=NARR_POINTS,
            least=TOTAL_POINTS - NARR_POINTS,
            points=dp,
        )
    most = _most(max(_tapps(rs, players)) + 1)
    if match == "opponents" and dp > most:
        raise IllegalActionError(
            "pay.match",
            "the opponents took every trick: without a trick the {role_of}'s side has at most {most} points (the "
            "cards laid away and a withheld Narr), not {points}",
            role_of=role_of,
            most=most,
            points=dp,
        )


def score_round(inputs: Mapping[str, Any], ruleset: Any, players: int, base: int, dealer: int = 0) -> RoundScore:
    """Pay one round (rules ``count.*``, ``pay.*``) from the inputs :func:`fields` asks; amounts times ``base``.

    Raises:
        IllegalActionError: the partner is the declarer (rule ``call.partner``); the misère's points add up
            to more than the deck's 114 (rule ``count.sides``) or to what the Tapp cannot leave (``exchange.misere``);
            every trick to a side that does not have the points of every trick (``pay.match``).
    """
    rs = _ruleset(ruleset)
    kind = inputs["type"]
    if kind == "misere":
        points = [int(p) for p in inputs["points"]]
        _check_misere(points, rs, players)
        group, units = misere_payments(points, rs.misere_payer)
        most = rs.misere_payer is MiserePayer.MOST_PAYS
        key = points[group[0]]
        said = [
            Msg("misère: the most points ({points}) pay one base to each of the others", points=key)
            if most
            else Msg("misère: the fewest points ({points}) get one base from each of the others", points=key)
        ]
        if len(group) == players:
            said = [Msg("misère: everybody has the same points, nobody pays")]
        said.append(Msg("base {base}", base=base))
        return RoundScore(tuple(u * base for u in units), tuple(said))
    declarer = inputs["declarer"]
    partner = inputs.get("partner") if kind == "normal" else None
    if partner is not None and partner == declarer:
        raise IllegalActionError("call.partner", "the called partner is another player than the declarer")
    if partner is not None and not calls_partner(players, rs):
        raise IllegalActionError(
            "call.required", "with these rules nobody calls a partner at {players} players", players=players
        )
    dp = int(inputs["declarer_points"])
    match = inputs.get("match")
    role_of = ROLE["solo" if kind == "solo" else "normal"][1]
    _check_match(rs, players, dp, match, role_of)
    game_type = GameType.SOLO if kind == "solo" else GameType.NORMAL
    st = settle(rs, players, game_type, declarer, partner, dp, match if match in ("declarer", "opponents") else None)
    op = TOTAL_POINTS - dp
    why: list[Msg] = []
    if st.winner == "draw":
        why.append(Msg("{points} to {other}: a draw, nobody pays", points=dp, other=op))
        return RoundScore(tuple(p * base for p in st.payments), tuple(why))
    if st.winner == "declarer":
        why.append(
            Msg(
                "the {role_of}'s side wins with {points} of {total} points",
                role_of=role_of,
                points=dp,
                total=TOTAL_POINTS,
            )
        )
    else:
        why.append(
            Msg(
                "the opponents win: the {role_of}'s side has {points} of {total} points",
                role_of=role_of,
                points=dp,
                total=TOTAL_POINTS,
            )
        )
    losing = op if st.winner == "declarer" else dp
    if st.match:
        why.append(Msg("match: the winning side took every trick"))
    elif losing <= rs.double_threshold:
        why.append(
            Msg(
                "double: the losing side has {points} points, {threshold} or fewer",
                points=losing,
                threshold=rs.double_threshold,
            )
        )
    else:
        why.append(Msg("single: the losing side has more than {threshold} points", threshold=rs.double_threshold))
    if game_type is GameType.SOLO:
        n = rs.solo_multiplier
        why.append(Msg("a solo counts double") if n == 2 else Msg("a solo counts {n} times", n=n))
    if partner is not None:
        share, rest = rs.partner_share, players - 2 - rs.partner_share
        why.append(
            Msg("the called partner pays or gets twice, the declarer {n} times", n=rest)
            if share == 2
            else Msg("the called partner pays or gets {share} times, the declarer {n} times", share=share, n=rest)
        )
    why.append(
        Msg("multiplier {m} × base {base} = {amount} a player", m=st.multiplier, base=base, amount=st.multiplier * base)
    )
    return RoundScore(tuple(p * base for p in st.payments), tuple(why))


def examples(ruleset: Any) -> tuple[dict[str, Any], ...]:
    """A round of each case the ruleset pays differently (4 players, seat 0 the declarer): a normal game and a solo
    won single (the losers one point over the threshold, where that is a win), double (at the threshold) and with
    every trick, a normal game of 57 to 57 where the declarer's side loses it (``draw``), and a misère."""
    rs = _ruleset(ruleset)
    threshold = rs.double_threshold
    out: list[dict[str, Any]] = []
    for kind in ("normal", "solo"):
        for points in (TOTAL_POINTS - threshold - 1, TOTAL_POINTS - threshold):
            if points > TOTAL_POINTS // 2:  # a win (57 to 57 is a draw): at threshold 56 every win is double
                out.append({"type": kind, "declarer": 0, "declarer_points": points, "match": "none"})
        out.append({"type": kind, "declarer": 0, "declarer_points": TOTAL_POINTS, "match": "declarer"})
    if rs.draw is DrawRule.DECLARER_LOSES:
        out.append({"type": "normal", "declarer": 0, "declarer_points": TOTAL_POINTS // 2, "match": "none"})
    out.append({"type": "misere", "points": [30, 25, 20, 20]})
    return tuple(out)


def _players(ruleset: Any) -> tuple[int, ...]:
    return tuple(_ruleset(ruleset).players)


def _base(ruleset: Any) -> int:
    return int(_ruleset(ruleset).base_rappen)


PAD = PadSpec(
    fields=fields,
    score_round=score_round,
    players=_players,
    base=_base,
    unit=Localized(de="Rappen", en="Rappen"),
    outcomes={"normal": N_("normal game"), "solo": N_("solo"), "misere": N_("misère (everyone passed)")},
    examples=examples,
)
"""Troggu's score pad (the registry's ``GameInfo.pad``)."""
