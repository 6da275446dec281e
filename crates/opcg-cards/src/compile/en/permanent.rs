//! Permanent (永続) and replacement (置換) effects.

use super::*;

pub(super) fn continuous(c: &mut Cursor) -> Option<Continuous> {
    c.attempt(|c| {
        // "this Character gains +1000 power / +1 cost for every card in your hand"
        // ([`Amount::PerCount`])
        if let Some(k) = c.attempt(|c| {
            let k = crate::grammar::parse_permanent(c, LANG)?;
            let (per, of) = per_count(c)?;
            crate::compile::with_per_count(k, per, of)
        }) {
            return Some(k);
        }
        // a row of the table (one card, all of the player's or the opponent's Characters)
        if let Some(k) = crate::grammar::parse_permanent(c, LANG) {
            return Some(k);
        }
        // "Your Character cards are played rested.": each enters the field rested
        if let Some(f) = c.attempt(|c| {
            c.word("your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Character cards are played rested").then_some(f)
        }) {
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::PlayedRested });
        }
        None
    })
}

pub(super) fn prohibition(c: &mut Cursor) -> Option<Prohibition> {
    crate::grammar::words::prohibition(c, LANG)
}

/// "If this Character would be K.O.'d\[ in battle| by an effect\], you may <effect> instead." and
/// "If this Character would be removed from the field by your opponent's effect, …" and "If this
/// Character would leave the field, …" (8-1-3-4): the event is a row of
/// [`crate::grammar::permanents::EVENTS`].
pub(super) fn replacement(c: &mut Cursor) -> Option<(Replaceable, bool, Effect)> {
    c.attempt(|c| {
        let event = crate::grammar::parse_event(c, LANG)?;
        c.lit(", ").then_some(())?;
        let optional = c.lit("you may ");
        // "you may rest your Leader or 1 [Name] instead": an optional "instead" part in the words
        // of a cost is read from the cost table (as the Japanese 「…できる」 is), paid if chosen
        if optional {
            if let Some(cost) = c.attempt(|c| crate::grammar::costs::parse_cost_words(c, LANG, " instead.").filter(|_| c.lit(" instead."))) {
                return Some((event, true, Effect::MayPay { cost, then: Box::new(Effect::Nothing) }));
            }
        }
        // "you may add it to the top of your Life cards face-down instead": the replaced card
        if optional && c.lit(crate::grammar::permanents::REPLACED_TO_LIFE_EN) {
            return c.lit(" instead.").then(|| (event, true, crate::grammar::permanents::replaced_to_life()));
        }
        if let Some(e) = c.attempt(exact_instead) {
            return Some((event, optional, e));
        }
        // "give that Character −1000 power during this turn instead of that Character being
        // K.O.'d.": the replaced card is "that Character" ("that card", `Selector::chosen`, set by
        // the engine's replacement choke point), the K.O. said again after "instead" (written
        // back through its `VARIANTS_EN` pair)
        if matches!(event, Replaceable::WouldBeKoed { .. }) {
            if let Some(e) = c.attempt(|c| {
                const INSTEAD_OF_KO: &str = " instead of that Character being K.O.'d.";
                let rest = c.rest();
                let end = rest.find(INSTEAD_OF_KO).filter(|&i| !rest[..i].contains(". "))?;
                let text = rest[..end].replace("that Character", "that card");
                let mut sub = Cursor::new(&text);
                let e = chain(&mut sub).filter(|_| sub.at_end())?;
                c.pos += end + INSTEAD_OF_KO.len();
                Some(e)
            }) {
                return Some((event, optional, e));
            }
        }
        let instead = chain(c)?;
        c.lit(" instead.").then_some((event, optional, instead))
    })
}

/// "rest 1 of your opponent's Characters instead." (「代わりに相手のキャラ1枚をレストにできる」): an
/// "instead" part that acts on exactly N cards (no "up to": it can be chosen only when N such
/// cards are there, 8-1-3-4-5), read as its "up to N" wording and made exact; through " instead.".
fn exact_instead(c: &mut Cursor) -> Option<Effect> {
    let rest = c.rest();
    let end = rest.find(" instead.")?;
    let head = &rest[..end];
    (!head.contains("up to ") && !head.contains(". ")).then_some(())?;
    let at = head.find(|ch: char| ch.is_ascii_digit()).filter(|&i| i > 0 && head[..i].ends_with(' '))?;
    let digits = head[at..].find(|ch: char| !ch.is_ascii_digit()).map_or(head.len(), |n| at + n);
    head[digits..].starts_with(" of ").then_some(())?;
    let text = format!("{}up to {}", &head[..at], &head[at..]);
    let mut sub = Cursor::new(&text);
    let e = chain(&mut sub).filter(|_| sub.at_end())?;
    let Effect::Targeted { mut sel, act } = e else { return None };
    (sel.up_to && !sel.all && sel.more.is_none()).then_some(())?;
    sel.up_to = false;
    c.pos += end + " instead.".len();
    Some(Effect::Targeted { sel, act })
}

/// " for every 2 Events in your trash" / " for every card in your hand" / " for every 3 of your
/// rested DON!! cards" (「…N枚につき」, [`Amount::PerCount`]): how many of what one step counts.
pub(super) fn per_count(c: &mut Cursor) -> Option<(u8, Counted)> {
    c.attempt(|c| {
        c.lit(" for every ").then_some(())?;
        let n = match c.attempt(|c| c.count().filter(|_| c.lit(" "))) {
            Some(n) if n > 1 => n,
            Some(_) => return None,
            None => 1,
        };
        let of = if c.lit(if n == 1 { "card in your trash" } else { "cards in your trash" }) {
            Counted::YourTrash
        } else if c.lit(if n == 1 { "card in your hand" } else { "cards in your hand" }) {
            Counted::YourHand
        } else if n > 1 && c.lit("of your rested DON!! cards") {
            Counted::YourRestedDon
        } else {
            let f = hand_filter(c, n)?;
            c.lit(" in your trash").then_some(Counted::YourTrashCards(f))?
        };
        Some((n, of))
    })
}
