//! Saying what is happening, from public facts only: the attack under way (attacker, target,
//! powers — both seats see the battle), and why the device changes hands (the curtain names the
//! kind of decision waiting and the seats, and no card at all: nothing on it can leak).

use opcg_engine::{CardId, DecisionKind, PlayerView, Seat};

use super::log::seat_name;
use crate::i18n::Lang;

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
    Some(match lang {
        Lang::En => {
            let whose = if defender == reader { "your".to_string() } else { format!("{}'s", seat_name(defender, lang)) };
            let kind = if leader { "Leader" } else { "Character" };
            format!("{attacker} ({}) attacks {whose} {kind} {target} ({})", b.attacker_power, b.target_power)
        }
        Lang::Ja => {
            let whose = if defender == reader { "あなた".to_string() } else { seat_name(defender, lang) };
            let kind = if leader { "リーダー" } else { "キャラ" };
            format!("{attacker}（{}）が{whose}の{kind}「{target}」（{}）にアタック", b.attacker_power, b.target_power)
        }
    })
}

/// Why the device goes to `next`, from what waits for them (its kind only) and the public board.
#[must_use]
pub fn curtain_reason(next: Seat, waiting: Option<&DecisionKind>, view: &PlayerView, lang: Lang) -> String {
    let who = seat_name(next, lang);
    match waiting {
        // A new turn, or the attacker's main phase going on after the defender's steps.
        Some(DecisionKind::Main) => match lang {
            Lang::En => format!("Turn {}, {who}'s main phase: {who} plays.", view.turn),
            Lang::Ja => format!("ターン{}、{who}のメインフェイズ：{who}が行動します。", view.turn),
        },
        Some(DecisionKind::Block { .. } | DecisionKind::Counter { .. }) => {
            let attacker = seat_name(next.other(), lang);
            let (ap, tp) = view.battle.as_ref().map_or((0, 0), |b| (b.attacker_power, b.target_power));
            let leader = defender(view).is_none_or(|(_, leader)| leader);
            match lang {
                Lang::En => {
                    let what = if leader { "Leader" } else { "a Character" };
                    format!("{attacker} attacks {who}'s {what} ({ap} against {tp}): {who} blocks or counters.")
                }
                Lang::Ja => {
                    let what = if leader { "リーダー" } else { "キャラ" };
                    format!("{attacker}が{who}の{what}にアタック（{ap}対{tp}）：{who}がブロック・カウンターを決めます。")
                }
            }
        }
        Some(DecisionKind::Trigger { .. }) => match lang {
            Lang::En => format!("{who}'s Life took damage: {who} decides on the card."),
            Lang::Ja => format!("{who}のライフにダメージ：{who}がそのカードについて決めます。"),
        },
        Some(DecisionKind::Mulligan) => match lang {
            Lang::En => format!("{who} decides whether to keep their opening hand."),
            Lang::Ja => format!("{who}が最初の手札を引き直すか決めます。"),
        },
        Some(DecisionKind::ChooseFirst) => match lang {
            Lang::En => format!("{who} chooses to go first or second."),
            Lang::Ja => format!("{who}が先攻・後攻を選びます。"),
        },
        _ => match lang {
            Lang::En => format!("An effect asks {who} to decide."),
            Lang::Ja => format!("効果により{who}が選択します。"),
        },
    }
}
