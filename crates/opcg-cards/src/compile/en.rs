//! The English grammar: one function per template family of the card text, mirroring
//! [`crate::render::en`] (what one reads, the other writes).

use opcg_engine::effect::{
    Ability, Act, ActTiming, Amount, Condition, Continuous, Cost, Counted, Duration, Effect, Extra, Filter, KoCause,
    Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition, Replaceable, RestTo, Selector, Side, StaticTarget, Targetable,
    When,
};
use opcg_engine::{CardKind, Colour, Keyword};

use super::cursor::Cursor;
use super::{Block, Item, Tags};

/// Keywords and their tags, longest first.
pub const KEYWORDS: &[(&str, Keyword)] = &[
    ("[Rush: Character]", Keyword::RushCharacter),
    ("[Double Attack]", Keyword::DoubleAttack),
    ("[Unblockable]", Keyword::Unblockable),
    ("[Blocker]", Keyword::Blocker),
    ("[Banish]", Keyword::Banish),
    ("[Rush]", Keyword::Rush),
];

pub const WHENS: &[(&str, When)] = &[
    ("[On Play]", When::OnPlay),
    ("[When Attacking]", When::WhenAttacking),
    ("[On Block]", When::OnBlock),
    ("[On K.O.]", When::OnKo),
    ("[End of Your Turn]", When::EndOfYourTurn),
    ("[End of Your Opponent's Turn]", When::EndOfOpponentsTurn),
    ("[On Your Opponent's Attack]", When::OnOpponentsAttack),
];

pub const TIMINGS: &[(&str, ActTiming)] =
    &[("[Activate: Main]", ActTiming::ActivateMain), ("[Main]", ActTiming::Main), ("[Counter]", ActTiming::Counter)];

/// A keyword tag, e.g. "[Rush]".
pub fn keyword(c: &mut Cursor) -> Option<Keyword> {
    KEYWORDS.iter().find(|(t, _)| c.lit(t)).map(|(_, k)| *k)
}

/// A parenthesised reminder: its words mean nothing (2-8-4-1).
pub fn reminder(c: &mut Cursor) -> bool {
    c.attempt(|c| {
        c.spaces();
        if !c.lit("(") {
            return None;
        }
        let rest = c.rest();
        let mut depth = 1usize;
        for (i, ch) in rest.char_indices() {
            match ch {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        c.pos += i + 1;
                        return Some(());
                    }
                }
                _ => {}
            }
        }
        None
    })
    .is_some()
}

/// A line of keywords only: "[Blocker] (reminder)", "[Rush] [Blocker]".
pub fn keyword_line(line: &str) -> Option<Vec<Keyword>> {
    let mut c = Cursor::new(line);
    let mut out = Vec::new();
    loop {
        c.spaces();
        if c.at_end() {
            break;
        }
        let k = keyword(&mut c)?;
        out.push(k);
        reminder(&mut c);
    }
    (!out.is_empty()).then_some(out)
}

/// The tags before the body: conditions, timing, [Once Per Turn].
pub fn tags(c: &mut Cursor) -> Tags {
    let mut t = Tags::default();
    loop {
        c.spaces();
        if let Some(n) = c.attempt(|c| {
            c.any(&["[DON!! x", "[DON!! ×", "[DON‼ x", "[DON‼ ×"]).then_some(())?;
            let n = c.count()?;
            c.lit("]").then_some(n)
        }) {
            t.conditions.push(Condition::Don(n));
        } else if c.lit("[Your Turn]") {
            t.conditions.push(Condition::YourTurn);
        } else if c.lit("[Opponent's Turn]") {
            t.conditions.push(Condition::OpponentsTurn);
        } else if c.lit("[Once Per Turn]") {
            t.once = true;
        } else if t.when.is_none() && t.timing.is_none() && WHENS.iter().any(|(s, _)| c.starts(s)) {
            // a second timing tag ("[On Play]/[When Attacking]") is left to the body, unread
            t.when = WHENS.iter().find(|(s, _)| c.lit(s)).map(|(_, w)| w.clone());
        } else if t.when.is_none() && t.timing.is_none() && TIMINGS.iter().any(|(s, _)| c.starts(s)) {
            t.timing = TIMINGS.iter().find(|(s, _)| c.lit(s)).map(|(_, a)| *a);
        } else {
            break;
        }
    }
    c.spaces();
    t
}

// ---------------------------------------------------------------------------------------------
// Costs

/// Costs before ':' ("➀ (…)", "DON!! −1 (…)", "You may rest this Character and …:").
pub fn costs(c: &mut Cursor) -> Option<Vec<Cost>> {
    c.attempt(|c| {
        let mut out = Vec::new();
        loop {
            c.spaces();
            if let Some(n) = circled(c) {
                reminder(c);
                out.push(Cost::RestDon(n));
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
        if c.lit("You may ") {
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

fn this_card(c: &mut Cursor) -> bool {
    c.any(&["this Character", "this Leader", "this Stage", "this card", "this Event"])
}

fn cost(c: &mut Cursor) -> Option<Cost> {
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
            let (n, filter) = your_characters(c)?;
            return Some(Cost::RestCharacters { count: n, filter });
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("add ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top of your Life cards to your hand").then_some(n)
        }) {
            return Some(Cost::LifeToHand(n));
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

/// "N of your Characters" as in a rest cost.
fn your_characters(c: &mut Cursor) -> Option<(u8, Filter)> {
    c.attempt(|c| {
        let n = c.count()?;
        c.lit(" of your ").then_some(())?;
        let f = field_filter_prefix(c);
        c.any(&["Characters", "Character"]).then_some(())?;
        let f = field_filter_suffix(c, f);
        Some((n, f))
    })
}

/// "card(s)", "{T} type card(s)", "Character card(s) with a cost of N or less" … (hand/deck).
fn hand_filter(c: &mut Cursor, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        f.colour = colour(c);
        if let Some(t) = traits(c) {
            f.traits = t;
            c.lit(" type ").then_some(())?;
        }
        if c.lit("Character card") {
            f.kind = Some(CardKind::Character);
        } else if c.lit("Event card") {
            f.kind = Some(CardKind::Event);
        } else if c.lit("Event") {
            f.kind = Some(CardKind::Event);
            if n != 1 {
                c.lit("s").then_some(())?;
            }
            let f = cost_suffix(c, f);
            return Some(power_suffix(c, f));
        } else if c.lit("Stage card") {
            f.kind = Some(CardKind::Stage);
        } else if c.lit("card") {
        } else if f.traits.is_empty() {
            if let Some(name) = bracket_name(c) {
                f.name = Some(NameMatch::Exact(name));
                if n == 1 {
                    c.lit(" card");
                }
                return Some(cost_suffix(c, f));
            }
            return None;
        } else {
            return None;
        }
        if n != 1 {
            c.lit("s").then_some(())?;
        }
        if f.traits.is_empty() {
            if let Some(t) = type_including(c) {
                f.traits = vec![format!("{t}*")];
                if let Some((lo, hi)) = cost_range(c, " and a cost of ") {
                    f.cost_min = lo;
                    f.cost_max = hi;
                }
            }
        }
        let mut f = cost_suffix(c, f);
        if f.cost_max.is_some() || f.cost_min.is_some() {
            if c.lit(" and a [Trigger]") {
                f.has_trigger = Some(true);
            }
        } else if c.lit(" with a [Trigger]") {
            f.has_trigger = Some(true);
        }
        let mut f = power_suffix(c, f);
        if (f.cost_max.is_some() || f.cost_min.is_some() || f.power_max.is_some() || f.power_min.is_some())
            && c.lit(" and no base effect")
        {
            f.no_text = Some(true);
        }
        if f.name_not.is_none() {
            if let Some(n) = c.attempt(|c| {
                c.lit(" other than ").then_some(())?;
                bracket_name(c)
            }) {
                f.name_not = Some(n);
            }
        }
        Some(f)
    })
}

/// ` with a type including "X"` (a partial trait, 2-4-3-1).
fn type_including(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit(" with a type including \"").then_some(())?;
        c.until("\"").map(str::to_string)
    })
}

/// "<lead>N or less/more" or "<lead>N".
fn cost_range(c: &mut Cursor, lead: &str) -> Option<(Option<i32>, Option<i32>)> {
    c.attempt(|c| {
        c.lit(lead).then_some(())?;
        let n = c.num()?;
        if c.lit(" or less") {
            Some((None, Some(n)))
        } else if c.lit(" or more") {
            Some((Some(n), None))
        } else {
            Some((Some(n), Some(n)))
        }
    })
}

/// " with a cost of N or less/more", " other than [Name]" (in either order).
fn cost_suffix(c: &mut Cursor, mut f: Filter) -> Filter {
    if let Some(n) = c.attempt(|c| {
        c.lit(" other than ").then_some(())?;
        let n = bracket_name(c)?;
        c.starts(" with a cost").then_some(n)
    }) {
        f.name_not = Some(n);
    }
    if f.cost_min.is_none() && f.cost_max.is_none() {
        if let Some((lo, hi)) = cost_range(c, " with a cost of ") {
            f.cost_min = lo;
            f.cost_max = hi;
        }
    }
    if f.name_not.is_none() {
        if let Some(n) = c.attempt(|c| {
            c.lit(" other than ").then_some(())?;
            bracket_name(c)
        }) {
            f.name_not = Some(n);
        }
    }
    f
}

/// " with N power or less/more".
fn power_suffix(c: &mut Cursor, mut f: Filter) -> Filter {
    if let Some((lo, hi)) = c.attempt(|c| {
        c.lit(" with ").then_some(())?;
        let n = c.num()?;
        if c.any(&[" power or less", " or less power"]) {
            Some((None, Some(n)))
        } else if c.any(&[" power or more", " or more power"]) {
            Some((Some(n), None))
        } else {
            None
        }
    }) {
        f.power_min = lo;
        f.power_max = hi;
    }
    f
}

/// "[Name]"
fn bracket_name(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit("[").then_some(())?;
        let n = c.until("]")?;
        if n.contains('[') || KEYWORDS.iter().any(|(k, _)| k.trim_matches(['[', ']']) == n) {
            return None;
        }
        Some(n.to_string())
    })
}

/// "{A}" or "{A} or {B}"
fn traits(c: &mut Cursor) -> Option<Vec<String>> {
    c.attempt(|c| {
        let mut v = Vec::new();
        loop {
            c.lit("{").then_some(())?;
            v.push(c.until("}")?.to_string());
            if !c.lit(" or {") {
                break;
            }
            c.pos -= 1;
        }
        Some(v)
    })
}

// ---------------------------------------------------------------------------------------------
// Selectors

/// A colour word ("red ", …).
pub const COLOURS: &[(&str, Colour)] = &[
    ("red ", Colour::Red),
    ("green ", Colour::Green),
    ("blue ", Colour::Blue),
    ("purple ", Colour::Purple),
    ("black ", Colour::Black),
    ("yellow ", Colour::Yellow),
];

fn colour(c: &mut Cursor) -> Option<Colour> {
    COLOURS.iter().find(|(w, _)| c.lit(w)).map(|(_, k)| *k)
}

/// "rested " / "black " / "{T} type " before the card word.
fn field_filter_prefix(c: &mut Cursor) -> Filter {
    let mut f = Filter::any();
    if c.lit("rested ") {
        f.rested = Some(true);
    } else if c.lit("active ") {
        f.rested = Some(false);
    }
    f.colour = colour(c);
    if let Some(t) = c.attempt(|c| {
        let t = traits(c)?;
        c.lit(" type ").then_some(t)
    }) {
        f.traits = t;
    }
    f
}

/// " with a cost of N or less", " with N power or less", " other than this Character".
fn field_filter_suffix(c: &mut Cursor, mut f: Filter) -> Filter {
    if f.traits.is_empty() {
        if let Some(t) = type_including(c) {
            f.traits = vec![format!("{t}*")];
        }
    }
    f = cost_suffix(c, f);
    f = power_suffix(c, f);
    if c.lit(" other than this Character") || c.lit(" other than this card") {
        f.not_this = true;
    }
    f
}

fn what(c: &mut Cursor, plural: bool) -> Option<Targetable> {
    if c.lit("Leader or Character cards") {
        return Some(Targetable::LeaderOrCharacter);
    }
    if plural {
        if c.lit("Character cards") || c.lit("Characters") {
            return Some(Targetable::Character);
        }
        if c.lit("Stages") {
            return Some(Targetable::Stage);
        }
        if c.lit("Leader") {
            return Some(Targetable::Leader);
        }
    } else {
        if c.lit("Character") {
            return Some(Targetable::Character);
        }
        if c.lit("Stage") {
            return Some(Targetable::Stage);
        }
    }
    None
}

/// Field cards a clause acts on.
pub fn selector(c: &mut Cursor) -> Option<Selector> {
    c.attempt(|c| {
        if c.word("your Leader") {
            return Some(Selector::your_leader());
        }
        if c.word("this Character") || c.word("this Leader") || c.word("this Stage") || c.word("this card") {
            return Some(Selector::this());
        }
        c.word("up to ").then_some(())?;
        let n = c.count()?;
        let side = if c.lit(" of your opponent's ") {
            Some(Side::Opponent)
        } else if c.lit(" of your ") {
            Some(Side::You)
        } else if c.lit(" ") {
            None
        } else {
            return None;
        };
        if side == Some(Side::You) {
            if let Some(name) = c.attempt(|c| {
                let name = bracket_name(c)?;
                c.lit(" cards").then_some(name)
            }) {
                let f = Filter { name: Some(NameMatch::Exact(name)), ..Filter::any() };
                return Some(Selector::up_to(n, Side::You, Targetable::LeaderOrCharacter, f));
            }
        }
        let f = field_filter_prefix(c);
        let w = what(c, side.is_some() || n != 1)?;
        let f = field_filter_suffix(c, f);
        Some(Selector::up_to(n, side.unwrap_or(Side::Either), w, f))
    })
}

fn duration(c: &mut Cursor) -> Option<Duration> {
    if c.lit(" during this turn") {
        Some(Duration::ThisTurn)
    } else if c.lit(" during this battle") {
        Some(Duration::ThisBattle)
    } else if c.lit(" until the end of your opponent's next turn") {
        None
    } else if c.lit(" until the start of your next turn") {
        Some(Duration::UntilStartOfYourNextTurn)
    } else {
        None
    }
}

/// "+N power" / "−N cost"
fn delta(c: &mut Cursor) -> Option<(i32, bool)> {
    c.attempt(|c| {
        let plus = c.sign()?;
        let n = c.num()?;
        let v = if plus { n } else { -n };
        if c.lit(" power") {
            Some((v, true))
        } else if c.lit(" cost") {
            Some((v, false))
        } else {
            None
        }
    })
}

// ---------------------------------------------------------------------------------------------
// Conditions

pub fn condition(c: &mut Cursor) -> Option<Condition> {
    c.attempt(|c| {
        if c.lit("your Leader has the ") {
            let t = traits(c)?;
            if t.len() != 1 {
                return None;
            }
            c.lit(" type").then_some(())?;
            return t.into_iter().next().map(Condition::LeaderHasTrait);
        }
        if let Some(t) = c.attempt(|c| {
            c.lit("your Leader's type includes \"").then_some(())?;
            c.until("\"").map(str::to_string)
        }) {
            return Some(Condition::LeaderHasTrait(format!("{t}*")));
        }
        if c.lit("your Leader is ") {
            return bracket_name(c).map(Condition::LeaderNamed);
        }
        if c.lit("this Character is rested") || c.lit("this Leader is rested") {
            return Some(Condition::ThisRested);
        }
        if let Some((has, name)) = c.attempt(|c| {
            let has = if c.lit("you have ") {
                true
            } else if c.lit("you don't have ") {
                false
            } else {
                return None;
            };
            let name = bracket_name(c)?;
            c.starts(",").then_some((has, name))
        }) {
            let f = Filter { name: Some(NameMatch::Exact(name)), ..Filter::any() };
            let cond = Condition::AtLeast(Counted::YourCharacters(f), 1);
            return Some(if has { cond } else { Condition::Not(Box::new(cond)) });
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
            Some(field_filter_suffix(c, f))
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
        } else if you && c.lit("cards in your deck") {
            Counted::YourDeck
        } else {
            return None;
        };
        Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) })
    })
}

// ---------------------------------------------------------------------------------------------
// Effects

fn plural_cards(c: &mut Cursor, n: u8) -> bool {
    if n == 1 { c.lit("card") } else { c.lit("cards") }
}

/// One clause: a primitive action.
pub fn clause(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        if let Some(n) = c.attempt(|c| {
            c.word("draw up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(n)
        }) {
            return Some(Effect::DrawUpTo(n));
        }
        if c.word("draw ") {
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            return Some(Effect::Draw(Amount::Fixed(i32::from(n))));
        }
        if let Some(e) = c.attempt(|c| {
            c.word("activate this card's ").then_some(())?;
            let (_, t) = TIMINGS.iter().find(|(s, _)| c.lit(s))?;
            c.lit(" effect").then_some(Effect::ActivateOwn(*t))
        }) {
            return Some(e);
        }
        if c.word("play this card") {
            return Some(Effect::PlayThis);
        }
        if c.word("trash this Character") || c.word("trash this card") {
            return Some(Effect::TrashThis);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("trash ").then_some(())?;
            let up_to = c.lit("up to ");
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = hand_filter(c, n)?;
            c.lit(" from your hand").then_some(())?;
            Some(Effect::TrashFromHand { count: n, up_to, filter })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("your opponent trashes ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from their hand").then_some(Effect::OpponentTrashesFromHand { count: n })
        }) {
            return Some(e);
        }
        if c.word("K.O. ") {
            let sel = selector(c)?;
            return Some(Effect::Targeted { sel, act: Act::Ko });
        }
        if let Some(e) = c.attempt(|c| {
            c.word("trash ").then_some(())?;
            let sel = selector(c)?;
            (sel.what != Targetable::This).then_some(Effect::Targeted { sel, act: Act::Trash })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("your opponent cannot activate up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" [Blocker] ").then_some(())?;
            c.lit(if n == 1 { "Character that has " } else { "Characters that have " }).then_some(())?;
            let p = c.num()?;
            c.lit(" power or less").then_some(())?;
            let d = duration(c)?;
            let sel = Selector::up_to(n, Side::Opponent, Targetable::Character, Filter::power_at_most(p));
            Some(Effect::Targeted { sel, act: Act::Prohibit(Prohibition::Block, d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let side = if c.word("your opponent cannot ") {
                Side::Opponent
            } else if c.word("you cannot ") {
                Side::You
            } else {
                return None;
            };
            let what = if c.lit("activate [Blocker]") {
                PlayerRestriction::ActivateBlocker
            } else if c.lit("play Character cards") {
                PlayerRestriction::PlayCharacters
            } else if side == Side::You && c.lit("add Life cards to your hand using your own effects") {
                PlayerRestriction::LifeToHandByEffect
            } else {
                return None;
            };
            let duration = duration(c)?;
            Some(Effect::Restrict { side, what, duration })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("set up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" of your DON!! cards as active").then_some(Effect::SetDonActive { count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("set ").then_some(())?;
            let sel = selector(c)?;
            c.lit(" as active").then_some(Effect::Targeted { sel, act: Act::SetActive })
        }) {
            return Some(e);
        }
        if let Some(n) = c.attempt(|c| {
            c.word("rest ").then_some(())?;
            let n = c.count()?;
            c.lit(" of your DON!! cards").then_some(n)
        }) {
            return Some(Effect::RestDon { count: n });
        }
        if let Some(e) = c.attempt(|c| {
            c.word("rest ").then_some(())?;
            let sel = selector(c)?;
            Some(Effect::Targeted { sel, act: Act::Rest })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("return ").then_some(())?;
            let sel = selector(c)?;
            if c.lit(" to the bottom of the owner's deck") {
                return Some(Effect::Targeted { sel, act: Act::ToDeckBottom });
            }
            c.lit(" to the owner's hand").then_some(Effect::Targeted { sel, act: Act::ReturnToHand })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("place ").then_some(())?;
            let sel = selector(c)?;
            if c.lit(" at the bottom of the owner's deck") {
                Some(Effect::Targeted { sel, act: Act::ToDeckBottom })
            } else if c.lit(" at the top of the owner's deck") {
                Some(Effect::Targeted { sel, act: Act::ToDeckTop })
            } else {
                None
            }
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("give up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" rested DON!! ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" to ").then_some(())?;
            let to = if c.lit("your Leader or 1 of your Characters") {
                Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any())
            } else if this_card(c) {
                Selector::this()
            } else if let Some(f) = c.attempt(|c| {
                c.lit("your ").then_some(())?;
                let f = field_filter_prefix(c);
                c.lit("Leader").then_some(f)
            }) {
                Selector { filter: f, ..Selector::your_leader() }
            } else {
                c.attempt(|c| {
                    let k = c.count()?;
                    c.lit(" of your ").then_some(())?;
                    let f = field_filter_prefix(c);
                    let w = what(c, true)?;
                    let f = field_filter_suffix(c, f);
                    Some(Selector { side: Side::You, what: w, filter: f, count: k, up_to: false })
                })?
            };
            Some(Effect::GiveRestedDon { count: n, to })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("give ").then_some(())?;
            let sel = selector(c)?;
            c.lit(" ").then_some(())?;
            let (v, power) = delta(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) } })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("negate the effect of ").then_some(())?;
            let sel = selector(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: Act::Negate(d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            c.lit(" cannot ").then_some(())?;
            let p = prohibition(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: Act::Prohibit(p, d) })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let sel = selector(c)?;
            c.any(&[" gains ", " gain "]).then_some(())?;
            if let Some(k) = keyword(c) {
                let d = duration(c)?;
                return Some(Effect::Targeted { sel, act: Act::Grant(k, d) });
            }
            let (v, power) = delta(c)?;
            let d = duration(c)?;
            Some(Effect::Targeted { sel, act: if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) } })
        }) {
            return Some(e);
        }
        if let Some(e) = search(c) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("play up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            let filter = hand_filter(c, n)?;
            let from = if c.lit(" from your hand") {
                PlayFrom::Hand
            } else if c.lit(" from your trash") {
                PlayFrom::Trash
            } else {
                return None;
            };
            let rested = c.lit(" rested");
            Some(Effect::Play { from, filter, up_to: n, rested })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("add up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" DON!! ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from your DON!! deck and ").then_some(())?;
            let it = if n == 1 { "it" } else { "them" };
            if c.lit(&format!("rest {it}")) {
                Some(Effect::AddDon { count: n, rested: true })
            } else if c.lit(&format!("set {it} as active")) {
                Some(Effect::AddDon { count: n, rested: false })
            } else {
                None
            }
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("add up to ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top of your deck to the top of your Life cards").then_some(())?;
            Some(Effect::DeckToLife { count: n, face_up: false })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("add ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top of your Life cards to your hand").then_some(Effect::LifeToHand { count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("trash ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            if c.lit(" from the top of your deck") {
                Some(Effect::MillTop { side: Side::You, count: n })
            } else if c.lit(" from the top of your opponent's deck") {
                Some(Effect::MillTop { side: Side::Opponent, count: n })
            } else {
                None
            }
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("place ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from your hand at the ").then_some(())?;
            let bottom = if c.lit("bottom of your deck") {
                true
            } else if c.lit("top of your deck") {
                false
            } else {
                return None;
            };
            if n > 1 {
                c.lit(" in any order").then_some(())?;
            }
            Some(Effect::HandToDeck { count: n, bottom })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("your opponent returns ").then_some(())?;
            let n = c.count()?;
            c.lit(" DON!! ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from their field to their DON!! deck").then_some(Effect::SideReturnsDon { side: Side::Opponent, count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.word("trash ").then_some(())?;
            let n = c.count()?;
            c.lit(" ").then_some(())?;
            plural_cards(c, n).then_some(())?;
            c.lit(" from the top of your opponent's Life cards")
                .then_some(Effect::TrashLife { side: Side::Opponent, count: n })
        }) {
            return Some(e);
        }
        None
    })
}

/// "Look at N cards from the top of your deck; reveal up to M <filter> and add it to your hand.
/// Then, place the rest at the bottom of your deck in any order"
fn search(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        c.word("look at ").then_some(())?;
        let look = c.count()?;
        c.lit(" ").then_some(())?;
        plural_cards(c, look).then_some(())?;
        c.any(&[" from the top of your deck; ", " from the top of your deck and "]).then_some(())?;
        let reveal = if c.lit("reveal up to ") {
            true
        } else if c.lit("play up to ") {
            false
        } else {
            return None;
        };
        let up_to = c.count()?;
        c.lit(" ").then_some(())?;
        let filter = hand_filter(c, up_to)?;
        let it = if up_to == 1 { "it" } else { "them" };
        let pick_to = if reveal {
            c.lit(&format!(" and add {it} to your hand. Then, ")).then_some(())?;
            PickTo::Hand
        } else {
            let rested = c.lit(" rested");
            c.lit(". Then, ").then_some(())?;
            PickTo::Play { rested }
        };
        let rest = if c.lit("place the rest at the bottom of your deck in any order") {
            RestTo::BottomAnyOrder
        } else if c.lit("trash the rest") {
            RestTo::Trash
        } else {
            return None;
        };
        Some(Effect::Search { look, filter, up_to, pick_to, rest })
    })
}

/// A chain of clauses joined by " and ": one clause, or [`Effect::Seq`] of them.
fn chain(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        if c.word("if ") {
            let cond = condition(c)?;
            c.lit(", ").then_some(())?;
            let body = chain(c)?;
            return Some(Effect::If(cond, Box::new(body)));
        }
        let first = clause(c)?;
        if let Some(cond) = c.attempt(|c| {
            c.lit(" if ").then_some(())?;
            let cond = condition(c)?;
            c.starts(".").then_some(cond)
        }) {
            return Some(Effect::If(cond, Box::new(first)));
        }
        let mut parts = vec![first];
        while let Some(e) = c.attempt(|c| {
            c.any(&[" and ", ", then ", ", and "]).then_some(())?;
            clause(c)
        }) {
            parts.push(e);
        }
        Some(if parts.len() == 1 { parts.remove(0) } else { Effect::Seq(parts) })
    })
}

/// Sentences: "A. Then, B." An error carries the position where reading stopped.
pub fn sentences(c: &mut Cursor, options: &[(usize, &str)], err: &mut Vec<std::ops::Range<usize>>, base: usize) -> Option<Effect> {
    if options.is_empty() || !c.starts("Choose one:") && !c.starts("choose one:") {
        let mut out = Vec::new();
        loop {
            let start = c.pos;
            match c.attempt(|c| {
                let e = chain(c)?;
                c.lit(".").then_some(e)
            }) {
                Some(e) => out.push(e),
                None => {
                    let end = sentence_end(c.src, start);
                    let (a, b) = narrow(c.src, start, end);
                    err.push(base + a..base + b);
                    return None;
                }
            }
            if c.at_end() {
                break;
            }
            if !c.lit(" Then, ") {
                err.push(base + c.pos..base + c.src.len());
                return None;
            }
        }
        return Some(match out.len() {
            1 => match out.remove(0) {
                Effect::Seq(v) => Effect::Seq(vec![Effect::Seq(v)]),
                e => e,
            },
            _ => Effect::Seq(out),
        });
    }
    if !c.word("choose one:") || !c.at_end() {
        err.push(base + c.pos..base + c.src.len());
        return None;
    }
    let mut opts = Vec::new();
    let mut ok = true;
    for (off, line) in options {
        let mut oc = Cursor::new(line);
        if !oc.lit("• ") {
            err.push(*off..*off + line.len());
            ok = false;
            continue;
        }
        match sentences(&mut oc, &[], err, *off) {
            Some(e) => opts.push(e),
            None => ok = false,
        }
    }
    ok.then_some(Effect::ChooseOne(opts))
}

/// The part of an unread sentence `[start, end)` that is not understood: its "If <condition>,"
/// when the condition is unknown, or what follows a known condition.
fn narrow(src: &str, start: usize, end: usize) -> (usize, usize) {
    let mut c = Cursor { src, pos: start };
    if !c.word("if ") {
        return (start, end);
    }
    let Some(comma) = src.get(start..end).and_then(|s| s.find(", ")).map(|i| start + i) else {
        return (start, end);
    };
    let cond_ok = c.attempt(|c| {
        condition(c)?;
        (c.pos == comma).then_some(())
    });
    match cond_ok {
        Some(()) => narrow(src, comma + 2, end),
        None => (start, comma + 1),
    }
}

/// Where the sentence that starts at `from` ends (after its '.', or the end of the line).
fn sentence_end(s: &str, from: usize) -> usize {
    let rest = s.get(from..).unwrap_or("");
    let mut search = 0;
    while let Some(i) = rest.get(search..).and_then(|r| r.find(". ")) {
        let at = search + i;
        let before = &rest[..at];
        if !before.ends_with("K.O") && !before.ends_with(" K.O") && !before.ends_with("(") {
            return from + at + 1;
        }
        search = at + 2;
    }
    s.len()
}

// ---------------------------------------------------------------------------------------------
// Permanent effects

fn static_target(c: &mut Cursor) -> Option<StaticTarget> {
    if c.word("this Character") || c.word("this Leader") || c.word("this Stage") || c.word("this card") {
        return Some(StaticTarget::This);
    }
    if c.word("your Leader") {
        return Some(StaticTarget::YourLeader);
    }
    None
}

fn continuous(c: &mut Cursor) -> Option<Continuous> {
    c.attempt(|c| {
        if let Some(f) = c.attempt(|c| {
            c.word("all of your ").then_some(())?;
            let f = field_filter_prefix(c);
            c.lit("Characters").then_some(())?;
            let f = field_filter_suffix(c, f);
            c.lit(" gain ").then_some(f)
        }) {
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
        let target = static_target(c)?;
        let modifier = if c.lit(" gains ") {
            if let Some(k) = keyword(c) {
                Modifier::Grant(k)
            } else {
                let (v, power) = delta(c)?;
                if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) }
            }
        } else if c.lit(" cannot ") {
            Modifier::Prohibit(prohibition(c)?)
        } else {
            return None;
        };
        Some(Continuous { target, modifier })
    })
}

fn prohibition(c: &mut Cursor) -> Option<Prohibition> {
    Some(if c.lit("be K.O.'d in battle") {
        Prohibition::BeKoedInBattle
    } else if c.lit("be K.O.'d by effects") {
        Prohibition::BeKoedByEffects
    } else if c.lit("be K.O.'d") {
        Prohibition::BeKoed
    } else if c.lit("attack") {
        Prohibition::Attack
    } else if c.lit("be rested") {
        Prohibition::BeRested
    } else if c.lit("activate [Blocker]") {
        Prohibition::Block
    } else {
        return None;
    })
}

/// "If this Character would be K.O.'d[ in battle| by an effect], you may <effect> instead." and
/// "If this Character would be removed from the field by your opponent's effect, …" (8-1-3-4).
fn replacement(c: &mut Cursor) -> Option<(Replaceable, bool, Effect)> {
    c.attempt(|c| {
        c.word("if ").then_some(())?;
        let target = static_target(c)?;
        c.lit(" would be ").then_some(())?;
        let event = if c.lit("removed from the field by your opponent's effect") {
            Replaceable::WouldLeaveFieldByOpponentsEffect { target }
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
        let instead = chain(c)?;
        c.lit(" instead.").then_some((event, optional, instead))
    })
}

/// One ability block: its main line (from `base`) and its option lines.
pub fn block(b: &Block) -> Result<Item, Vec<std::ops::Range<usize>>> {
    if let Some(k) = keyword_line(b.line) {
        return Ok(Item::Keywords(k));
    }
    if let Some(n) = b
        .line
        .strip_prefix("Also treat this card's name as [")
        .and_then(|r| r.strip_suffix("] according to the rules."))
        .filter(|n| !n.is_empty() && !n.contains(['[', ']']))
    {
        return Ok(Item::Ability(Ability::AlsoHas(Extra::Name(n.to_string()))));
    }
    let mut c = Cursor::new(b.line);
    let t = tags(&mut c);
    let mut err = Vec::new();
    let body_start = c.pos;
    if t.when.is_none() && t.timing.is_none() {
        if let Some((event, optional, instead)) = c.attempt(|c| {
            let r = replacement(c)?;
            c.at_end().then_some(r)
        }) {
            return Ok(Item::Ability(Ability::Replacement {
                event,
                conditions: t.conditions.clone(),
                once_per_turn: t.once,
                optional,
                instead,
            }));
        }
        // permanent: "[tags] [If <cond>, ]<target> gains …."
        let mut conditions = t.conditions.clone();
        let r = c.attempt(|c| {
            if c.word("if ") {
                conditions.push(condition(c)?);
                c.lit(", ").then_some(())?;
            }
            let e = continuous(c)?;
            c.lit(".").then_some(())?;
            c.at_end().then_some(e)
        });
        return match (r, t.once) {
            (Some(effect), false) => Ok(Item::Ability(Ability::Permanent { conditions, effect })),
            _ => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        };
    }
    let cost = costs(&mut c).unwrap_or_default();
    if cost.is_empty() {
        // an unknown cost "You may …:" is reported as such
        let rest = c.rest();
        if rest.starts_with("You may ") || rest.starts_with("DON!! ") {
            if let Some(i) = rest.find(':').filter(|i| !rest[..*i].contains(". ")) {
                return Err(super::one_span(b.base + c.pos, b.base + c.pos + i + 1));
            }
        }
    }
    let effect = sentences(&mut c, &b.options, &mut err, b.base);
    match effect {
        Some(effect) if err.is_empty() => match t.into_ability(cost, effect) {
            Some(a) => Ok(Item::Ability(a)),
            None => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        },
        _ => Err(if err.is_empty() { super::one_span(b.base + body_start, b.base + b.line.len()) } else { err }),
    }
}

/// The [Trigger] text: "[Trigger] [You may <cost>: ]<effect>".
pub fn trigger(line: &str) -> Result<Effect, std::ops::Range<usize>> {
    let mut c = Cursor::new(line);
    if !c.lit("[Trigger]") {
        return Err(0..line.len());
    }
    c.spaces();
    let start = c.pos;
    let cost = costs(&mut c);
    let mut err = Vec::new();
    let e = sentences(&mut c, &[], &mut err, 0);
    match (e, err.first()) {
        (Some(e), None) => Ok(match cost {
            Some(cost) => Effect::MayPay { cost, then: Box::new(e) },
            None => e,
        }),
        (_, Some(r)) => Err(r.clone()),
        (None, None) => Err(start..line.len()),
    }
}
