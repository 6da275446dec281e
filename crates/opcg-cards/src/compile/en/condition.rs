//! Conditions ("If …, ").

use super::*;

/// A condition, or several joined by " and " ([`Condition::All`]).
pub fn condition(c: &mut Cursor) -> Option<Condition> {
    c.attempt(|c| {
        let mut start = c.pos;
        let mut v = vec![single_condition(c)?];
        while let Some(k) = c.attempt(|c| {
            // "A, B and C": a list of three or more, its last joined by "and" (written so by
            // `render::en::join_and`)
            if let Some((k, at)) = c.attempt(|c| {
                c.lit(", ").then_some(())?;
                let at = c.pos;
                let k = single_condition(c)?;
                (c.starts(" and ") || c.starts(", and ")).then_some((k, at))
            }) {
                start = at;
                return Some(k);
            }
            // "If your Leader has the {X} type, and this Character was played on this turn" (a
            // printing with the comma, written back through its `VARIANTS_EN` pair)
            (c.lit(" and ") || c.lit(", and ")).then_some(())?;
            let at = c.pos;
            // "your Leader has the {X} type and is active", "you have 7 or more DON!! cards on your
            // field and 5 or less cards in your hand": the subject of the one before, left out
            let k = single_condition(c).or_else(|| elided(c, &c.src[start..]))?;
            start = at;
            Some(k)
        }) {
            v.push(k);
        }
        Some(if v.len() == 1 { v.remove(0) } else { Condition::All(v) })
    })
}

/// "your Leader is \[A\] or \[B\]" (自分のリーダーが「A」か「B」の): one name, or any of several
/// ([`Condition::Any`] of [`Condition::LeaderNamed`]).
pub(crate) fn leader_named_any(mut names: Vec<String>) -> Condition {
    if names.len() == 1 {
        return Condition::LeaderNamed(names.remove(0));
    }
    Condition::Any(names.into_iter().map(Condition::LeaderNamed).collect())
}

/// "there is a Character with a cost of 0 or with a cost of 8 or more" (コスト0か8以上のキャラが
/// いる): a Character of either cost bounds ((min, max) each), on either field.
pub(crate) fn any_character_of_costs(v: [(Option<i32>, Option<i32>); 2]) -> Condition {
    Condition::Any(v.into_iter().map(|(lo, hi)| Condition::AtLeast(Counted::AllCharacters(Filter { cost_min: lo, cost_max: hi, ..Filter::any() }), 1)).collect())
}

/// "you have \[A\] and \[B\] in your trash" (自分のトラッシュに「A」と「B」がある): a card of each
/// name in the trash.
pub(crate) fn named_in_trash(names: Vec<String>) -> Condition {
    Condition::All(names.into_iter().map(|n| Condition::AtLeast(Counted::YourTrashCards(Filter { name: Some(NameMatch::Exact(n)), ..Filter::any() }), 1)).collect())
}

/// The subjects a condition joined by " and " may leave out when the one before has it ("your
/// Leader has 7000 power or more and the {X} type": the verb too).
pub(crate) const ELIDED_SUBJECTS: [&str; 4] = ["your Leader has ", "your Leader ", "you have ", "you "];

/// A condition read with the subject `before` starts with ([`ELIDED_SUBJECTS`]) put back.
fn elided(c: &mut Cursor, before: &str) -> Option<Condition> {
    // "you have … and haven't drawn …": "you have " does not fit, "you " does
    ELIDED_SUBJECTS.iter().filter(|s| before.starts_with(**s)).find_map(|subject| {
        let rest = c.rest();
        (!rest.starts_with(*subject)).then_some(())?;
        let full = format!("{subject}{rest}");
        let mut fc = Cursor::new(&full);
        let k = single_condition(&mut fc)?;
        c.pos += fc.pos.checked_sub(subject.len()).filter(|&n| n > 0)?;
        Some(k)
    })
}

fn single_condition(c: &mut Cursor) -> Option<Condition> {
    c.attempt(|c| {
        // "you have 0 or 3 or more DON!! cards on your field" (either; before the table's "you have N DON!! cards on your field")
        if let Some(n) = c.attempt(|c| {
            c.lit("you have 0 ").then_some(())?;
            if !c.lit("or ") {
                c.lit("DON!! cards on your field or ").then_some(())?;
            }
            let n = c.num()?;
            c.lit(" or more DON!! cards on your field").then_some(n)
        }) {
            return Some(Condition::Any(vec![Condition::Exactly(Counted::YourDonOnField, 0), Condition::AtLeast(Counted::YourDonOnField, n)]));
        }
        // "you have a [Buggy] or [Mohji] Character": one of the names (before the
        // grammar's `named-alternatives` row, which reads no limits after "Character") ("… Character with 7000 base
        // power or more": the limits they share)
        if let Some(f) = c.attempt(|c| {
            c.lit("you have a ").then_some(())?;
            let names = c.separated(" or ", bracket_name)?;
            (names.len() > 1 && c.lit(" Character")).then_some(())?;
            Some(field_filter_suffix(c, crate::render::named_alternatives(names)))
        }) {
            return Some(Condition::AtLeast(Counted::YourCharacters(f), 1));
        }
        // the families of the one grammar (crate::grammar), then this language's own
        if let Some(k) = crate::grammar::parse_condition(c, game_core::Lang::En) {
            return Some(k);
        }
        // "that card's type includes "X"" / "that card is a <card>": the revealed or chosen card
        if let Some(f) = c.attempt(|c| {
            c.lit("that card's type includes \"").then_some(())?;
            let t = c.until("\"")?;
            Some(Filter { traits: vec![format!("{t}*")], ..Filter::any() })
        }) {
            return Some(Condition::ChosenIs(f));
        }
        if c.lit("the revealed card has the chosen cost") {
            return Some(Condition::ChosenHasDeclaredCost);
        }
        if let Some(f) = c.attempt(|c| {
            (c.lit("that card is an ") || c.lit("that card is a ")).then_some(())?;
            hand_filter(c, 1)
        }) {
            return Some(Condition::ChosenIs(f));
        }
        // "the revealed card is a <card>" / "has a cost of N or more": a printing of "that card is
        // a …" (`render::VARIANTS_EN`), the card the reveal showed
        if let Some(f) = c.attempt(|c| {
            c.lit("the revealed card ").then_some(())?;
            if c.lit("has a cost of ") {
                let n = c.num()?;
                return if c.lit(" or more") {
                    Some(Filter { cost_min: Some(n), ..Filter::any() })
                } else {
                    c.lit(" or less").then_some(Filter { cost_max: Some(n), ..Filter::any() })
                };
            }
            (c.lit("is an ") || c.lit("is a ")).then_some(())?;
            hand_filter(c, 1)
        }) {
            return Some(Condition::ChosenIs(f));
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("this Character has ").then_some(())?;
            let n = c.num()?;
            c.lit(" power or more").then_some(n)
        }) {
            return Some(Condition::ThisPowerAtLeast(n));
        }
        if c.lit("this Character was played on this turn") {
            return Some(Condition::PlayedThisTurn);
        }
        if let Some(cond) = c.attempt(|c| {
            c.lit("you and your opponent have a total of ").then_some(())?;
            let n = c.num()?;
            let most = if c.lit(" or less") {
                true
            } else if c.lit(" or more") {
                false
            } else {
                return None;
            };
            c.lit(" Life cards").then_some(())?;
            Some(if most { Condition::AtMost(Counted::TotalLife, n) } else { Condition::AtLeast(Counted::TotalLife, n) })
        }) {
            return Some(cond);
        }
        // "there is a Character with a cost of 0 or with a cost of 8 or more": either cost
        if let Some(v) = c.attempt(|c| {
            c.lit("there is a Character").then_some(())?;
            let a = cost_range(c, " with a cost of ")?;
            let b = cost_range(c, " or with a cost of ")?;
            Some([a, b])
        }) {
            return Some(any_character_of_costs(v));
        }
        if let Some(f) = c.attempt(|c| {
            c.lit("there is a ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Character").then_some(())?;
            let f = field_filter_suffix(c, f);
            (f != Filter::any()).then_some(f)
        }) {
            return Some(Condition::AtLeast(Counted::AllCharacters(f), 1));
        }
        if c.lit("your Leader has the ") {
            let mut t = traits(c)?;
            c.lit(" type").then_some(())?;
            // "has the {A} type or a type including "B"": either (`LeaderHasAnyTrait`, the partial
            // type marked `*`)
            if let Some(p) = c.attempt(|c| (t.len() == 1 && c.lit(" or a type including \"")).then(|| c.until("\"")).flatten()) {
                t.push(format!("{p}*"));
                return Some(Condition::LeaderHasAnyTrait(t));
            }
            // "has the {X} type or is [Name]": either
            if t.len() == 1 && c.lit(" or is ") {
                let n = bracket_name(c)?;
                return t.pop().map(|t| Condition::Any(vec![Condition::LeaderHasTrait(t), Condition::LeaderNamed(n)]));
            }
            return match t.len() {
                1 => t.pop().map(Condition::LeaderHasTrait),
                _ => Some(Condition::LeaderHasAnyTrait(t)),
            };
        }
        if c.lit("your Leader is multicolored") {
            return Some(Condition::LeaderMulticoloured);
        }
        if c.lit("the number of DON!! cards on your field is equal to or less than the number on your opponent's field") {
            return Some(Condition::DonAtMostOpponents);
        }
        if c.lit("your opponent has more DON!! cards on their field than you") {
            return Some(Condition::OpponentHasMoreDon);
        }
        if let Some(t) = c.attempt(|c| {
            c.lit("your Leader's type includes \"").then_some(())?;
            c.until("\"").map(str::to_string)
        }) {
            return Some(Condition::LeaderHasTrait(format!("{t}*")));
        }
        if c.lit("your Leader is ") {
            // "your Leader is [A] or [B]": either name
            let names = c.separated(" or ", bracket_name)?;
            return Some(leader_named_any(names));
        }
        // "you have no other [Name] Characters": this card is not counted ("you have no other
        // [Name]" says the same, a printing written back through its `VARIANTS_EN` pair)
        if let Some(name) = c.attempt(|c| {
            c.lit("you have no other ").then_some(())?;
            let name = bracket_name(c)?;
            c.lit(" Characters");
            Some(name)
        }) {
            let f = Filter { name: Some(NameMatch::Exact(name)), not_this: true, ..Filter::any() };
            return Some(Condition::Not(Box::new(Condition::AtLeast(Counted::YourCharacters(f), 1))));
        }
        // "you have [A] and [B] in your trash": each
        if let Some(names) = c.attempt(|c| {
            c.lit("you have ").then_some(())?;
            let names = c.separated(" and ", bracket_name)?;
            (names.len() > 1 && c.lit(" in your trash")).then_some(names)
        }) {
            return Some(named_in_trash(names));
        }
        // "you have [Name]"; "you have a [Name] Character" says the same
        if let Some((has, name)) = c.attempt(|c| {
            let a = c.lit("you have a ");
            let has = if a || c.lit("you have ") {
                true
            } else if c.lit("you don't have ") {
                false
            } else {
                return None;
            };
            let name = bracket_name(c)?;
            if a {
                c.lit(" Character");
            }
            c.starts(",").then_some((has, name))
        }) {
            let f = Filter { name: Some(NameMatch::Exact(name)), ..Filter::any() };
            let cond = Condition::AtLeast(Counted::YourCharacters(f), 1);
            return Some(if has { cond } else { Condition::Not(Box::new(cond)) });
        }
        // "you do not have 5 Characters with a cost of 5 or more" (自分のコスト5以上のキャラが5枚
        // いない): not exactly that many (with at most 5 Characters, fewer)
        if let Some((n, f)) = c.attempt(|c| {
            c.lit("you do not have ").then_some(())?;
            let n = c.num()?;
            c.lit(" ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit(if n == 1 { "Character" } else { "Characters" }).then_some(())?;
            Some((n, field_filter_suffix(c, f)))
        }) {
            return Some(Condition::Not(Box::new(Condition::Exactly(Counted::YourCharacters(f), n))));
        }
        let you = if c.lit("you have ") {
            true
        } else if c.lit("your opponent has ") {
            false
        } else {
            return None;
        };
        if let Some(f) = c.attempt(|c| {
            c.lit("a ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Character").then_some(())?;
            Some(field_filter_suffix(c, f))
        }) {
            let what = if you { Counted::YourCharacters(f) } else { Counted::OpponentCharacters(f) };
            return Some(Condition::AtLeast(what, 1));
        }
        let n = c.num()?;
        if let Some(what) = c.attempt(|c| {
            // "you have 2 Life cards" (exactly)
            c.lit(" ").then_some(())?;
            if c.lit("Life cards") || c.lit("Life card") {
                Some(if you { Counted::YourLife } else { Counted::OpponentLife })
            } else if you && c.any(&["cards in your hand", "card in your hand"]) {
                Some(Counted::YourHand)
            } else {
                None
            }
        }) {
            return Some(Condition::Exactly(what, n));
        }
        let most = if c.lit(" or less ") {
            true
        } else if c.lit(" or more ") {
            false
        } else {
            return None;
        };
        if let Some(f) = c.attempt(|c| {
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            // "… type Characters on your field": Characters are on the field anyway
            if you {
                c.lit(" on your field");
            }
            Some(f)
        }) {
            let what = if you { Counted::YourCharacters(f) } else { Counted::OpponentCharacters(f) };
            return Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) });
        }
        let what = if c.lit("Life cards") {
            if you { Counted::YourLife } else { Counted::OpponentLife }
        } else if you && c.lit("cards in your hand") {
            Counted::YourHand
        } else if you && c.lit("cards in your trash") {
            Counted::YourTrash
        } else if you && c.lit("DON!! cards on your field") {
            Counted::YourDonOnField
        } else if you && c.lit("active DON!! cards") {
            Counted::YourActiveDon
        } else if you && c.lit("rested cards") {
            Counted::YourRestedCards
        } else if you && c.lit("cards in your deck") {
            Counted::YourDeck
        } else if !you && c.lit("cards in their hand") {
            Counted::OpponentHand
        } else if !you && c.lit("DON!! cards on their field") {
            Counted::OpponentDonOnField
        } else {
            return None;
        };
        Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) })
    })
}
