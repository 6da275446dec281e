//! Saying what is happening, from public facts only: the attack under way (attacker, target,
//! powers — both seats see the battle), who decides now and why (the status line: the seat
//! whose decision it is, not the turn player, with the battle or the card whose effect asks as
//! far as the seat at the device may know it), and why the device changes hands (the curtain
//! names the kind of decision waiting and the seats, and no card at all: nothing on it can leak).

use opcg_engine::{CardId, DecisionKind, PlayerView, Seat};

use super::log::{phase_name, result_text, seat_name};
use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::session::{SeatView, Waiting};

/// The seat and name of a card on the field (Leader, Character or Stage of either side).
pub(super) fn seat_and_name(view: &PlayerView, id: CardId, lang: Lang) -> Option<(Seat, String)> {
    Seat::BOTH.iter().find_map(|s| {
        let side = view.sides.get(*s);
        std::iter::once(&side.leader)
            .chain(side.characters.iter())
            .chain(side.stage.iter())
            .find(|f| f.card.id == id)
            .map(|f| (*s, crate::decks::display_name(&f.card.number, lang, &f.card.name)))
    })
}

/// The name of a card on the field.
fn field_name(view: &PlayerView, id: CardId, lang: Lang) -> Option<String> {
    seat_and_name(view, id, lang).map(|(_, name)| name)
}

/// The seat whose Leader or Character is the battle's target, and whether it is the Leader.
fn defender(view: &PlayerView) -> Option<(Seat, bool)> {
    let b = view.battle.as_ref()?;
    Seat::BOTH.into_iter().find_map(|s| {
        let side = view.sides.get(s);
        if side.leader.card.id == b.target {
            Some((s, true))
        } else {
            side.characters.iter().any(|c| c.card.id == b.target).then_some((s, false))
        }
    })
}

/// The attack under way, told to `reader`: "Ember Vale (7000) attacks your Leader Warden Sable
/// Thorn (5000)" / 「エンバー・ヴェイル（7000）があなたのリーダー「番人セーブル・ソーン」（5000）にアタック」.
#[must_use]
pub fn attack(view: &PlayerView, reader: Seat, lang: Lang) -> Option<String> {
    let b = view.battle.as_ref()?;
    let attacker = field_name(view, b.attacker, lang)?;
    let target = field_name(view, b.target, lang)?;
    let (defender, leader) = defender(view)?;
    let (ap, tp) = (b.attacker_power.into(), b.target_power.into());
    let (attacker, target) = (attacker.as_str(), target.as_str());
    Some(if defender == reader {
        if leader {
            tf(lang, Fmt::AttackOnYourLeader { attacker, ap, target, tp })
        } else {
            tf(lang, Fmt::AttackOnYourCharacter { attacker, ap, target, tp })
        }
    } else {
        let seat = &seat_name(defender, lang);
        if leader {
            tf(lang, Fmt::AttackOnSeatsLeader { attacker, ap, seat, target, tp })
        } else {
            tf(lang, Fmt::AttackOnSeatsCharacter { attacker, ap, seat, target, tp })
        }
    })
}

/// The status line: the turn, the seat that decides now and why, told to the seat at the device
/// (`seat`, whose window names a card only when it may know it): "Turn 3 · Player B — your
/// Leader is attacked by Ember Vale (7000): block or counter" to the defender, "… — their Leader
/// is attacked by …: blocks or counters" to the attacker. The turn player is named only when the
/// decision is theirs; a [Trigger] card is named to its owner only, asked about in its own view.
#[must_use]
pub fn line(view: &PlayerView, seat: &SeatView<'_>, waiting: Option<(Seat, Waiting)>, lang: Lang) -> String {
    let turn = view.turn.into();
    let Some((decider, waiting)) = waiting else {
        return match &view.result {
            Some(r) => tf(lang, Fmt::StatusOver { turn, result: &result_text(r, lang) }),
            None => tf(lang, Fmt::TableStatus { turn, seat: &seat_name(view.turn_player, lang), phase: phase_name(view.phase, lang) }),
        };
    };
    let you = decider == seat.seat();
    let why = why(view, seat, you, waiting, lang);
    tf(lang, Fmt::StatusLine { turn, who: &seat_name(decider, lang), why: &why })
}

/// Why the deciding seat decides, in the second person (`you`) or the third.
fn why(view: &PlayerView, seat: &SeatView<'_>, you: bool, waiting: Waiting, lang: Lang) -> String {
    let named = |id: CardId| seat.def_of(id).map(|d| crate::decks::display_name(&d.number, lang, &d.name));
    match waiting {
        Waiting::ChooseFirst => t(lang, if you { Msg::StatusChooseFirstYou } else { Msg::StatusChooseFirstThem }).to_string(),
        Waiting::Mulligan => t(lang, if you { Msg::StatusMulliganYou } else { Msg::StatusMulliganThem }).to_string(),
        Waiting::Main => t(lang, if you { Msg::StatusMainYou } else { Msg::StatusMainThem }).to_string(),
        Waiting::Block | Waiting::Counter => {
            let step = t(
                lang,
                match (waiting == Waiting::Block, you) {
                    (true, true) => Msg::StatusBlockYou,
                    (true, false) => Msg::StatusBlockThem,
                    (false, true) => Msg::StatusCounterYou,
                    (false, false) => Msg::StatusCounterThem,
                },
            );
            let battle = view.battle.as_ref().zip(defender(view));
            let Some((b, (_, leader))) = battle else { return step.to_string() };
            let attacker = &field_name(view, b.attacker, lang).unwrap_or_default();
            let ap = b.attacker_power.into();
            let target = &field_name(view, b.target, lang).unwrap_or_default();
            match (leader, you) {
                (true, true) => tf(lang, Fmt::StatusYourLeaderAttacked { attacker, ap, step }),
                (true, false) => tf(lang, Fmt::StatusTheirLeaderAttacked { attacker, ap, step }),
                (false, true) => tf(lang, Fmt::StatusYourCharacterAttacked { target, attacker, ap, step }),
                (false, false) => tf(lang, Fmt::StatusTheirCharacterAttacked { target, attacker, ap, step }),
            }
        }
        Waiting::Trigger => {
            // the revealed card is named in the owner's own view only
            let card = view.decision.as_ref().and_then(|d| match &d.kind {
                DecisionKind::Trigger { card } => Some(*card),
                _ => None,
            });
            match card.and_then(|c| view.decision_cards.iter().find(|v| v.id == c)) {
                Some(c) if you => tf(lang, Fmt::StatusTriggerYou { name: &crate::decks::display_name(&c.number, lang, &c.name) }),
                _ => t(lang, if you { Msg::StatusTriggerYouUnnamed } else { Msg::StatusTriggerThem }).to_string(),
            }
        }
        Waiting::Effect { source } => match (source.and_then(named), you) {
            (Some(name), true) => tf(lang, Fmt::StatusEffectAsksYou { name: &name }),
            (Some(name), false) => tf(lang, Fmt::StatusEffectAsksThem { name: &name }),
            (None, true) => t(lang, Msg::StatusAnEffectAsksYou).to_string(),
            (None, false) => t(lang, Msg::StatusAnEffectAsksThem).to_string(),
        },
        Waiting::ByHand { source } => {
            let name = &named(source).unwrap_or_default();
            if you {
                tf(lang, Fmt::StatusByHandYou { name })
            } else {
                tf(lang, Fmt::StatusByHandThem { name })
            }
        }
    }
}

/// Why the device goes to `next`, from what waits for them (its public kind only) and the public board.
#[must_use]
pub fn curtain_reason(next: Seat, waiting: Option<Waiting>, view: &PlayerView, lang: Lang) -> String {
    let who = &seat_name(next, lang);
    match waiting {
        // A new turn, or the attacker's main phase going on after the defender's steps.
        Some(Waiting::Main) => tf(lang, Fmt::WhyMainPhase { turn: view.turn.into(), who }),
        Some(Waiting::Block | Waiting::Counter) => {
            let attacker = &seat_name(next.other(), lang);
            let (ap, tp) = view.battle.as_ref().map_or((0, 0), |b| (b.attacker_power.into(), b.target_power.into()));
            if defender(view).is_none_or(|(_, leader)| leader) {
                tf(lang, Fmt::WhyLeaderAttacked { attacker, who, ap, tp })
            } else {
                tf(lang, Fmt::WhyCharacterAttacked { attacker, who, ap, tp })
            }
        }
        Some(Waiting::Trigger) => tf(lang, Fmt::WhyTrigger { who }),
        Some(Waiting::Mulligan) => tf(lang, Fmt::WhyMulligan { who }),
        Some(Waiting::ChooseFirst) => tf(lang, Fmt::WhyChooseFirst { who }),
        _ => tf(lang, Fmt::WhyEffect { who }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::PlayMode;
    use crate::session::Session;
    use opcg_engine::Action;

    /// Games of the built-in decks played by a fixed choice of legal actions: at every decision the
    /// status line names the deciding seat (not the turn player), to that seat in the second person
    /// and to the other in the third, in both languages; a battle's line names the attacker and
    /// its power, and a [Trigger] card is named to its owner only.
    #[test]
    fn the_status_line_names_the_deciding_seat_and_why() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 1..=6u64 {
            let mut s = Session::new(crate::decks::setup(0, 1, seed).unwrap(), PlayMode::PassAndPlay).unwrap();
            for step in 0..400usize {
                let Some((decider, waiting)) = s.waiting() else { break };
                seen.insert(format!("{waiting:?}").split([' ', '{']).next().unwrap_or_default().to_string());
                for lang in [Lang::En, Lang::Ja] {
                    for reader in Seat::BOTH {
                        let window = s.seat(reader);
                        let view = window.view();
                        let text = line(&view, &window, s.waiting(), lang);
                        let head = tf(lang, Fmt::StatusLine { turn: view.turn.into(), who: &seat_name(decider, lang), why: "" });
                        assert!(text.starts_with(&head), "{text:?} names {decider:?} first");
                        let you = reader == decider;
                        if lang == Lang::En {
                            match waiting {
                                Waiting::Main => assert!(text.ends_with(if you { "— your main phase" } else { "— main phase" }), "{text}"),
                                Waiting::Mulligan => assert!(text.contains(if you { "keep your opening hand" } else { "whether to keep their opening hand" }), "{text}"),
                                Waiting::Block | Waiting::Counter => {
                                    let b = view.battle.as_ref().unwrap();
                                    let attacker = field_name(&view, b.attacker, lang).unwrap();
                                    assert!(text.contains(&format!("attacked by {attacker} ({})", b.attacker_power)), "{text}");
                                    assert!(text.contains(if you { "your " } else { "their " }), "{text}");
                                }
                                Waiting::Trigger => {
                                    let mine = s.seat(decider).view();
                                    let card = mine.decision_cards.first().unwrap();
                                    let name = crate::decks::display_name(&card.number, lang, &card.name);
                                    assert_eq!(text.contains(&name), you, "{text}: the [Trigger] card is named to its owner only");
                                }
                                _ => {}
                            }
                        }
                    }
                }
                let legal: Vec<Action> = s.seat(decider).legal_actions().into_iter().filter(|a| *a != Action::Concede).collect();
                // attack and counter when it can, so battles and [Trigger]s come up
                let pick = legal
                    .iter()
                    .position(|a| matches!(a, Action::DeclareAttack { .. }) && step % 3 != 0)
                    .or_else(|| legal.iter().position(|a| matches!(a, Action::CounterCard { .. })))
                    .unwrap_or((step * 7 + seed as usize) % legal.len());
                s.apply(decider, legal[pick].clone()).unwrap();
            }
        }
        for kind in ["ChooseFirst", "Mulligan", "Main", "Block", "Counter", "Trigger"] {
            assert!(seen.contains(kind), "{kind} was asked in these games: {seen:?}");
        }
    }
}
