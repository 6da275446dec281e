//! Saying what is happening, from public facts only: the attack under way (attacker, target,
//! powers — both seats see the battle), and why the device changes hands (the curtain names the
//! kind of decision waiting and the seats, and no card at all: nothing on it can leak).

use opcg_engine::{CardId, DecisionKind, PlayerView, Seat};

use super::log::seat_name;
use crate::i18n::{tf, Fmt, Lang};

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

/// Why the device goes to `next`, from what waits for them (its kind only) and the public board.
#[must_use]
pub fn curtain_reason(next: Seat, waiting: Option<&DecisionKind>, view: &PlayerView, lang: Lang) -> String {
    let who = &seat_name(next, lang);
    match waiting {
        // A new turn, or the attacker's main phase going on after the defender's steps.
        Some(DecisionKind::Main) => tf(lang, Fmt::WhyMainPhase { turn: view.turn.into(), who }),
        Some(DecisionKind::Block { .. } | DecisionKind::Counter { .. }) => {
            let attacker = &seat_name(next.other(), lang);
            let (ap, tp) = view.battle.as_ref().map_or((0, 0), |b| (b.attacker_power.into(), b.target_power.into()));
            if defender(view).is_none_or(|(_, leader)| leader) {
                tf(lang, Fmt::WhyLeaderAttacked { attacker, who, ap, tp })
            } else {
                tf(lang, Fmt::WhyCharacterAttacked { attacker, who, ap, tp })
            }
        }
        Some(DecisionKind::Trigger { .. }) => tf(lang, Fmt::WhyTrigger { who }),
        Some(DecisionKind::Mulligan) => tf(lang, Fmt::WhyMulligan { who }),
        Some(DecisionKind::ChooseFirst) => tf(lang, Fmt::WhyChooseFirst { who }),
        _ => tf(lang, Fmt::WhyEffect { who }),
    }
}
