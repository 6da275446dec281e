//! Costs before ":" ("DON!! −1 (…)", "You may rest this Character and …:").

use super::*;

/// The reminders of the DON!! costs, as written after the cost.
pub const COST_REMINDERS: [&str; 2] = [
    "(You may return the specified number of DON!! cards from your field to your DON!! deck.)",
    "(You may rest the specified number of DON!! cards in your cost area.)",
];

/// "➀ (…) DON!! −1 (…) You may rest this Character and …:"
pub fn costs(ctx: &Ctx, cost: &[Cost]) -> String {
    let mut don: Vec<String> = Vec::new();
    let mut other: Vec<String> = Vec::new();
    let mut after_don = false;
    let mut after_this = false;
    for c in cost {
        let was_don = std::mem::replace(&mut after_don, matches!(c, Cost::RestDon(_)));
        let was_this = std::mem::replace(&mut after_this, matches!(c, Cost::RestThis) && !was_don);
        match c {
            Cost::RestLeaderOrStage { count: 1, filter } if *filter == Filter::of_kind(CardKind::Leader) => {
                other.push(format!("{}your 1 Leader", if was_this { "" } else { "rest " }));
            }
            Cost::RestLeaderOrStage { count, filter } => other.push(format!(
                "{}{count} of your {}Leader or Stage cards{}",
                // "rest this Character and 2 of your … Leader or Stage cards"
                if was_this { "" } else { "rest " },
                prefix(filter),
                suffix(filter)
            )),
            Cost::ActiveLeaderPower(v) => {
                other.push(format!("give your 1 active Leader {} during this turn", signed(*v, "power")))
            }
            Cost::TurnLifeFaceUp(n) => other.push(format!("turn {n} {} from the top of your Life cards face-up", cards(*n))),
            Cost::StageToDeckBottom { count, cost } => other.push(format!(
                "place {count} {} with a cost of {cost} at the bottom of the owner's deck",
                if *count == 1 { "Stage" } else { "Stages" }
            )),
            Cost::RestNamed { count, name } => other.push(format!("rest {count} of your [{name}] cards")),
            Cost::GiveActiveDonToNamed { count, name } => other.push(format!("give {count} active DON!! {} to 1 of your [{name}]", cards(*count))),
            Cost::TurnLifeFaceDown(n) => other.push(format!("turn {n} {} from the top of your Life cards face-down", cards(*n))),
            Cost::TrashLifeTopOrBottom(n) => {
                other.push(format!("trash {n} {} from the top or bottom of your Life cards", cards(*n)))
            }
            Cost::ReturnCharactersToHand { count, filter } => other.push(format!(
                "return {count} of your {}Characters{} to the owner's hand",
                prefix(filter),
                suffix(filter)
            )),
            Cost::RestDon(n) => other.push(format!("rest {n} of your DON!! cards")),
            Cost::RestThis if was_don => {
                if let Some(last) = other.last_mut() {
                    last.push_str(&format!(" and {}", this(ctx)));
                }
            }
            Cost::ReturnDon(n) => don.push(format!("DON!! \u{2212}{n} {}", COST_REMINDERS[0])),
            Cost::RestThis => other.push(format!("rest {}", this(ctx))),
            Cost::ReturnDonOrMore(n) => other.push(format!("return {n} or more DON!! cards from your field to your DON!! deck")),
            Cost::TrashThis => other.push(format!("trash {}", this(ctx))),
            Cost::TrashFromHand { count, filter } => {
                other.push(format!("trash {count} {} from your hand", hand_filter(*count, filter)))
            }
            Cost::HandToDeck { count, bottom } => other.push(format!(
                "place {count} {} from your hand at the {} of your deck{}",
                cards(*count),
                if *bottom { "bottom" } else { "top" },
                if *count > 1 { " in any order" } else { "" }
            )),
            Cost::RestCharacters { count, filter } => {
                other.push(format!("rest {count} of your {}Characters{}", prefix(filter), suffix(filter)))
            }
            Cost::RestDonSymbol(n) => don.push(format!("{} {}", circled(*n), COST_REMINDERS[1])),
            Cost::LifeTopOrBottomToHand(n) => {
                other.push(format!("add {n} {} from the top or bottom of your Life cards to your hand", cards(*n)))
            }
            Cost::TrashLife(n) => other.push(format!("trash {n} {} from the top of your Life cards", cards(*n))),
            Cost::MillTop(n) => other.push(format!("trash {n} {} from the top of your deck", cards(*n))),
            Cost::TrashToDeckBottom { count, filter } => other.push(format!(
                "place {count} {} from your trash at the bottom of your deck{}",
                hand_filter(*count, filter),
                if *count > 1 { " in any order" } else { "" }
            )),
            Cost::ReturnThisToHand => other.push(format!("return {} to the owner's hand", this(ctx))),
            Cost::ThisToDeckBottom => other.push(format!("place {} at the bottom of the owner's deck", this(ctx))),
            Cost::RevealFromHand { count, filter } => {
                other.push(format!("reveal {count} {} from your hand", hand_filter(*count, filter)))
            }
            Cost::LifeToHand(n) => other.push(format!(
                "add {n} {} from the top of your Life cards to your hand",
                if *n == 1 { "card" } else { "cards" }
            )),
        }
    }
    let mut s = don.join(" ");
    if !other.is_empty() {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str("You may ");
        s.push_str(&other.join(" and "));
    }
    s.push(':');
    s
}

/// ① ② … ⑳ (the circled digits of the DON!!-rest symbol).
pub fn circled(n: u8) -> String {
    match n {
        1..=20 => char::from_u32(0x2460 + u32::from(n) - 1).map(String::from).unwrap_or_default(),
        _ => format!("({n})"),
    }
}
