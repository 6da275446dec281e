//! Permanent (永続) and replacement (置換) effects.

use super::*;

pub(super) fn static_target(c: &mut Cursor) -> Option<StaticTarget> {
    if c.word("this Character") || c.word("this Leader") || c.word("this Stage") || c.word("this card") {
        return Some(StaticTarget::This);
    }
    if c.word("your Leader") {
        return Some(StaticTarget::YourLeader);
    }
    None
}

pub(super) fn continuous(c: &mut Cursor) -> Option<Continuous> {
    c.attempt(|c| {
        if let Some(f) = c.attempt(|c| {
            c.word("all of your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            c.lit(" gain ").then_some(f)
        }) {
            // "All of your red Characters … other than this Character gain [Rush]."
            if let Some(k) = keyword(c) {
                return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Grant(k) });
            }
            let (v, power) = delta(c)?;
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier });
        }
        if c.word("give all of your opponent's ") {
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            c.lit(" ").then_some(())?;
            let (v, power) = delta(c)?;
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target: StaticTarget::OpponentCharacters(f), modifier });
        }
        if let Some((v, power)) = c.attempt(|c| {
            (c.word("give this Character ") || c.word("give this Leader ")).then_some(())?;
            delta(c)
        }) {
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target: StaticTarget::This, modifier });
        }
        // "your {Minks} type Characters other than [Name] cannot be K.O.'d by effects": each of them
        if let Some(f) = c.attempt(|c| {
            c.word("your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            c.lit(" cannot ").then_some(f)
        }) {
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Prohibit(prohibition(c)?) });
        }
        // "Your Character cards are played rested.": each enters the field rested
        if let Some(f) = c.attempt(|c| {
            c.word("your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Character cards are played rested").then_some(f)
        }) {
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::PlayedRested });
        }
        // "your {SWORD} type Characters can attack Characters on the turn in which they are
        // played": [Rush: Character] (10-1-1-2) for each of them
        if let Some(f) = c.attempt(|c| {
            c.word("your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            c.lit(crate::grammar::words::RUSH_CHARACTER_THEY.en).then_some(f)
        }) {
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Grant(Keyword::RushCharacter) });
        }
        let target = static_target(c)?;
        let modifier = if c.lit(crate::grammar::words::RUSH_CHARACTER_IT.en) {
            Modifier::Grant(Keyword::RushCharacter)
        } else if c.lit(" can also attack ") {
            c.lit("your opponent's ");
            c.lit("active Characters").then_some(Modifier::AttackActive)?
        } else if c.lit(" gains ") {
            if let Some(k) = keyword(c) {
                Modifier::Grant(k)
            } else {
                let (v, power) = delta(c)?;
                match per_count(c) {
                    Some((per, of)) if power => Modifier::Power(Amount::PerCount { each: v, per, of }),
                    Some(_) => return None,
                    None if power => Modifier::Power(Amount::Fixed(v)),
                    None => Modifier::Cost(v),
                }
            }
        } else if c.lit(" cannot ") {
            Modifier::Prohibit(prohibition(c)?)
        } else {
            return None;
        };
        Some(Continuous { target, modifier })
    })
}

/// "this Character gains \[Blocker\] and +1 cost" / "… and +1000 power": a keyword and a
/// power or cost change for one target, two permanent effects under the line's conditions.
pub(super) fn keyword_and_delta(c: &mut Cursor) -> Option<[Continuous; 2]> {
    c.attempt(|c| {
        let target = static_target(c)?;
        c.lit(" gains ").then_some(())?;
        let k = keyword(c)?;
        c.lit(" and ").then_some(())?;
        let (v, power) = delta(c)?;
        let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
        Some([Continuous { target: target.clone(), modifier: Modifier::Grant(k) }, Continuous { target, modifier }])
    })
}

/// "this Character cannot be K.O.'d by your opponent's effects and gains \[Blocker\]" / "…
/// and gains +2000 power": a prohibition and a keyword or power for one target, two permanent
/// effects under the line's conditions (the prohibition first, as both languages print it).
pub(super) fn prohibition_and_grant(c: &mut Cursor) -> Option<[Continuous; 2]> {
    c.attempt(|c| {
        let target = static_target(c)?;
        c.lit(" cannot ").then_some(())?;
        let p = prohibition(c)?;
        c.lit(" and gains ").then_some(())?;
        let modifier = match keyword(c) {
            Some(k) => Modifier::Grant(k),
            None => match delta(c)? {
                (v, true) => Modifier::Power(Amount::Fixed(v)),
                _ => return None,
            },
        };
        Some([Continuous { target: target.clone(), modifier: Modifier::Prohibit(p) }, Continuous { target, modifier }])
    })
}

pub(super) fn prohibition(c: &mut Cursor) -> Option<Prohibition> {
    crate::grammar::words::prohibition(c, LANG)
}

/// "your \[Name\]" / "your Character \[Name\]" before " would": any of the player's Characters of
/// that name (the second wording names the kind: `Filter.kind`, as 「自分のキャラの「名」」 does).
fn named_target(c: &mut Cursor) -> Option<StaticTarget> {
    c.attempt(|c| {
        c.lit("your ").then_some(())?;
        let kind = c.lit("Character ").then_some(CardKind::Character);
        let n = bracket_name(c)?;
        c.starts(" would").then_some(StaticTarget::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), kind, ..Filter::any() }))
    })
}

/// "If this Character would be K.O.'d\[ in battle| by an effect\], you may <effect> instead." and
/// "If this Character would be removed from the field by your opponent's effect, …" and "If this
/// Character would leave the field, …" (8-1-3-4).
pub(super) fn replacement(c: &mut Cursor) -> Option<(Replaceable, bool, Effect)> {
    c.attempt(|c| {
        c.word("if ").then_some(())?;
        // "If your {Navy} type Character with 7000 base power or less would be …": any one of them
        let target = named_target(c).or_else(|| static_target(c)).or_else(|| {
            c.attempt(|c| {
                c.lit("your ").then_some(())?;
                let f = field_filter_prefix(c);
                c.lit("Character").then_some(())?;
                Some(StaticTarget::YourCharacters(field_filter_suffix(c, f)))
            })
        })?;
        let event = if c.lit(" would leave the field") {
            Replaceable::WouldLeaveField { target }
        } else if !c.lit(" would be ") {
            return None;
        } else if c.lit("removed from the field by your opponent's effect or K.O.'d") {
            Replaceable::WouldBeKoedOrRemovedByOpponentsEffect { target }
        } else if c.lit("removed from the field by your opponent's effect") {
            Replaceable::WouldLeaveFieldByOpponentsEffect { target }
        } else if c.lit("K.O.'d by your opponent's effect") {
            Replaceable::WouldBeKoedByOpponentsEffect { target }
        } else if c.lit("K.O.'d") {
            let cause = if c.lit(" in battle") {
                Some(KoCause::Battle)
            } else if c.lit(" by an effect") {
                Some(KoCause::Effect)
            } else {
                None
            };
            Replaceable::WouldBeKoed { target, cause }
        } else {
            return None;
        };
        c.lit(", ").then_some(())?;
        let optional = c.lit("you may ");
        // "you may rest your Leader or 1 [Name] instead": an optional "instead" part in the words
        // of a cost is read from the cost table (as the Japanese 「…できる」 is), paid if chosen
        if optional {
            if let Some(cost) = c.attempt(|c| crate::grammar::costs::parse_cost_words(c, LANG, " instead.").filter(|_| c.lit(" instead."))) {
                return Some((event, true, Effect::MayPay { cost, then: Box::new(Effect::Nothing) }));
            }
        }
        let instead = chain(c)?;
        c.lit(" instead.").then_some((event, optional, instead))
    })
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
