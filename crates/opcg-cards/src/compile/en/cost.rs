//! Costs (発動コスト 8-3-1) before ":".

use super::*;

/// Costs before ':' ("➀ (…)", "DON!! −1 (…)", "You may rest this Character and …:").
pub fn costs(c: &mut Cursor) -> Option<Vec<Cost>> {
    c.attempt(|c| {
        let mut out = Vec::new();
        loop {
            c.spaces();
            if let Some(n) = circled(c) {
                reminder(c);
                out.push(Cost::RestDonSymbol(n));
            } else if let Some(n) = c.attempt(|c| {
                c.any(&["DON!! ", "DON‼ "]).then_some(())?;
                c.sign().filter(|p| !p)?;
                c.count()
            }) {
                reminder(c);
                out.push(Cost::ReturnDon(n));
            } else {
                break;
            }
        }
        if !out.is_empty() {
            c.lit(",");
        }
        c.spaces();
        // "You can trash 1 …:" (a printing of "You may")
        // "If …, you may …:" (after a condition)
        if c.lit("You may ") || c.lit("You can ") || c.lit("you may ") {
            loop {
                let k = cost(c)?;
                let don = matches!(k, Cost::RestDon(_));
                out.push(k);
                // "rest 1 of your DON!! cards and this Character"
                if don && c.attempt(|c| (c.lit(" and ") && this_card(c) && (c.starts(":") || c.starts(" and "))).then_some(())).is_some() {
                    out.push(Cost::RestThis);
                }
                if !c.lit(" and ") {
                    break;
                }
            }
        }
        if out.is_empty() {
            return None;
        }
        c.lit(":").then_some(())?;
        c.spaces();
        Some(out)
    })
}

/// ➀ ➁ … / ① ② …
pub fn circled(c: &mut Cursor) -> Option<u8> {
    let ch = c.peek()?;
    let n = match ch {
        '\u{2780}'..='\u{2789}' => ch as u32 - 0x2780 + 1,
        '\u{2460}'..='\u{2473}' => ch as u32 - 0x2460 + 1,
        _ => return None,
    };
    c.pos += ch.len_utf8();
    u8::try_from(n).ok()
}

pub(super) fn this_card(c: &mut Cursor) -> bool {
    c.any(&["this Character", "this Leader", "this Stage", "this card", "this Event"])
}

pub(super) fn cost(c: &mut Cursor) -> Option<Cost> {
    c.attempt(|c| {
        if c.lit("rest ") {
            if this_card(c) {
                return Some(Cost::RestThis);
            }
            if let Some(n) = c.attempt(|c| {
                let n = c.count()?;
                c.any(&[" of your DON!! cards", " of your DON!! card"]).then_some(n)
            }) {
                return Some(Cost::RestDon(n));
            }
            if let Some((n, filter)) = leader_or_stage(c) {
                return Some(Cost::RestLeaderOrStage { count: n, filter });
            }
            // "rest your 1 Leader": the Leader-or-Stage cost that only a Leader meets
            if c.lit("your 1 Leader") {
                return Some(Cost::RestLeaderOrStage { count: 1, filter: Filter::of_kind(CardKind::Leader) });
            }
            // "rest 1 of your [Name] cards" (Leader, Characters or Stage of that name)
            if let Some(k) = c.attempt(|c| {
                let n = c.count()?;
                c.lit(" of your ").then_some(())?;
                let name = bracket_name(c)?;
                // "1 of your … cards": the plural of "of your"
                c.lit(" cards").then_some(Cost::RestNamed { count: n, name })
            }) {
                return Some(k);
            }
            let (n, filter) = your_characters(c)?;
            return Some(Cost::RestCharacters { count: n, filter });
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("return ").then_some(())?;
            let n = c.count()?;
            c.lit(" or more DON!! cards from your field to your DON!! deck").then_some(n)
        }) {
            return Some(Cost::ReturnDonOrMore(n));
        }
        // "rest this Character and 2 of your … Leader or Stage cards"
        if let Some((n, filter)) = leader_or_stage(c) {
            return Some(Cost::RestLeaderOrStage { count: n, filter });
        }
        // "give 1 active DON!! card to 1 of your [Name]"
        if let Some(k) = c.attempt(|c| {
            c.lit("give ").then_some(())?;
            let n = c.count()?;
            c.lit(" active DON!! ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" to 1 of your ").then_some(())?;
            let name = bracket_name(c)?;
            Some(Cost::GiveActiveDonToNamed { count: n, name })
        }) {
            return Some(k);
        }
        if let Some(v) = c.attempt(|c| {
            c.lit("give your 1 active Leader ").then_some(())?;
            let (v, power) = delta(c)?;
            (power && v < 0 && c.lit(" during this turn")).then_some(v)
        }) {
            return Some(Cost::ActiveLeaderPower(v));
        }
        if let Some(cost) = c.attempt(|c| {
            c.lit("turn ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top of your Life cards face-").then_some(())?;
            if c.lit("up") { Some(Cost::TurnLifeFaceUp(n)) } else { c.lit("down").then_some(Cost::TurnLifeFaceDown(n)) }
        }) {
            return Some(cost);
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("trash ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top or bottom of your Life cards").then_some(n)
        }) {
            return Some(Cost::TrashLifeTopOrBottom(n));
        }
        if let Some((n, filter)) = c.attempt(|c| {
            c.lit("return ").then_some(())?;
            let r = your_characters(c)?;
            c.lit(" to the owner's hand").then_some(r)
        }) {
            return Some(Cost::ReturnCharactersToHand { count: n, filter });
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("add ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            // "from your Life area": the top one (3-10-2), a printing variant
            c.any(&[" from the top of your Life cards to your hand", " from your Life area to your hand"]).then_some(n)
        }) {
            return Some(Cost::LifeToHand(n));
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("add ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top or bottom of your Life cards to your hand").then_some(n)
        }) {
            return Some(Cost::LifeTopOrBottomToHand(n));
        }
        if let Some(k) = c.attempt(|c| {
            c.lit("trash ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            if c.lit(" from the top of your Life cards") {
                Some(Cost::TrashLife(n))
            } else if c.lit(" from the top of your deck") {
                Some(Cost::MillTop(n))
            } else {
                None
            }
        }) {
            return Some(k);
        }
        if let Some(k) = c.attempt(|c| {
            // "place … at the bottom" or (some lists) "return … to the bottom"
            let place = c.lit("place ");
            if !place {
                c.lit("return ").then_some(())?;
            }
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = hand_filter(c, n)?;
            c.lit(if place { " from your trash at the bottom of your deck" } else { " from your trash to the bottom of your deck" })
                .then_some(())?;
            if n > 1 {
                c.lit(" in any order").then_some(())?;
            }
            Some(Cost::TrashToDeckBottom { count: n, filter })
        }) {
            return Some(k);
        }
        if let Some(k) = c.attempt(|c| {
            c.lit("reveal ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = hand_filter(c, n)?;
            c.lit(" from your hand").then_some(Cost::RevealFromHand { count: n, filter })
        }) {
            return Some(k);
        }
        if c.attempt(|c| (c.lit("return ") && this_card(c) && c.lit(" to the owner's hand")).then_some(())).is_some() {
            return Some(Cost::ReturnThisToHand);
        }
        // "place 2 cards from your hand at the bottom of your deck in any order"
        if let Some(k) = c.attempt(|c| {
            c.lit("place ").then_some(())?;
            let n = c.count()?;
            c.lit(if n == 1 { " card from your hand at the " } else { " cards from your hand at the " }).then_some(())?;
            let bottom = if c.lit("bottom") { true } else { c.lit("top").then_some(false)? };
            c.lit(" of your deck").then_some(())?;
            (n == 1 || c.lit(" in any order")).then_some(Cost::HandToDeck { count: n, bottom })
        }) {
            return Some(k);
        }
        if c.attempt(|c| (c.lit("place ") && this_card(c) && c.lit(" at the bottom of the owner's deck")).then_some(())).is_some() {
            return Some(Cost::ThisToDeckBottom);
        }
        // "place 1 Stage with a cost of 1 at the bottom of the owner's deck" (either player's)
        if let Some(k) = c.attempt(|c| {
            c.lit("place ").then_some(())?;
            let n = c.count()?;
            c.lit(if n == 1 { " Stage with a cost of " } else { " Stages with a cost of " }).then_some(())?;
            let cost = c.num()?;
            c.lit(" at the bottom of the owner's deck").then_some(Cost::StageToDeckBottom { count: n, cost })
        }) {
            return Some(k);
        }
        if c.lit("trash ") {
            if this_card(c) {
                return Some(Cost::TrashThis);
            }
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let f = hand_filter(c, n)?;
            c.lit(" from your hand").then_some(())?;
            return Some(Cost::TrashFromHand { count: n, filter: f });
        }
        None
    })
}

/// "N of your {T} type Leader or Stage cards" as in a rest cost.
pub(super) fn leader_or_stage(c: &mut Cursor) -> Option<(u8, Filter)> {
    c.attempt(|c| {
        let n = c.count()?;
        c.lit(" of your ").then_some(())?;
        let f = field_filter_prefix(c);
        c.any(&["Leader or Stage cards", "Leader or Stage card"]).then_some(())?;
        let f = field_filter_suffix(c, f);
        Some((n, f))
    })
}

/// "N of your Characters" as in a rest cost.
pub(super) fn your_characters(c: &mut Cursor) -> Option<(u8, Filter)> {
    c.attempt(|c| {
        let n = c.count()?;
        c.lit(" of your ").then_some(())?;
        let f = field_filter_prefix(c);
        c.any(&["Characters", "Character"]).then_some(())?;
        let f = field_filter_suffix(c, f);
        Some((n, f))
    })
}
