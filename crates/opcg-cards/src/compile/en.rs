//! The English grammar: one function per template family of the card text, mirroring
//! [`crate::render::en`] (what one reads, the other writes). Tags and keyword lines here;
//! `cost`, `filter`, `condition`, `effect` and `permanent` hold the template families.

use opcg_engine::effect::{
    Ability, Act, ActTiming, Dest, Pile, Amount, Condition, Continuous, Cost, Counted, Duration, Effect, Extra, Filter,
    Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition, Replaceable, Selector, Side, StaticTarget, Targetable,
    When,
};
use opcg_engine::{CardKind, Keyword};

use super::cursor::Cursor;
use super::{Block, Item, Tags};

mod cost;
mod filter;
pub(crate) mod condition;
mod effect;
mod permanent;

pub use cost::circled;
use cost::*;
use filter::*;
pub(crate) use filter::hand_filter as read_hand_filter;
pub(crate) use filter::{bracket_name, cost_range, traits, type_including};
pub(crate) use effect::{chooses_cards_that_stay, gains_and_power, keyword_choice, prohibition_and_power};
pub(crate) use filter::character_or_named;
use condition::*;
use effect::*;
use permanent::*;

const LANG: game_core::Lang = game_core::Lang::En;

/// A bracketed automatic-timing tag, from the one table of both languages.
pub(crate) fn when_tag(c: &mut Cursor) -> Option<When> {
    crate::grammar::words::when_tag(c, LANG)
}

pub(crate) fn timing_tag(c: &mut Cursor) -> Option<ActTiming> {
    crate::grammar::words::timing_tag(c, LANG)
}

/// A keyword tag, e.g. "\[Rush\]".
pub fn keyword(c: &mut Cursor) -> Option<Keyword> {
    crate::grammar::words::read(c, crate::grammar::words::KEYWORDS, LANG, false)
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

/// A line of keywords only: "\[Blocker\] (reminder)", "\[Rush\] \[Blocker\]".
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

/// The tags before the body: conditions, timing, \[Once Per Turn\] (the one reader of both
/// languages, [`crate::grammar::words::tags`]).
pub fn tags(c: &mut Cursor) -> Tags {
    crate::grammar::words::tags(c, LANG)
}

// ---------------------------------------------------------------------------------------------
// Ability lines

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
    // a rule the Leader changes (ルール上): one whole line of `words::RULE_LINES`
    if let Some(w) = crate::grammar::words::RULE_LINES.iter().find(|w| w.text(game_core::Lang::En) == b.line) {
        return Ok(Item::Ability(Ability::AlsoHas(w.value.clone())));
    }
    // "All of your {T} type Character cards without a Counter have a +1000 Counter, according
    // to the rules." (a Leader's rule: types of Character cards only, as the Japanese says it)
    if let Some((f, n)) = Cursor::new(b.line).attempt(|c| {
        c.lit("All of your ").then_some(())?;
        let f = hand_filter(c, 2)?;
        (f == Filter { traits: f.traits.clone(), kind: Some(CardKind::Character), ..Filter::any() } && f.traits.len() == 1).then_some(())?;
        c.lit(" without a Counter have a +").then_some(())?;
        let n = c.num()?;
        c.lit(" Counter, according to the rules.").then_some(())?;
        c.at_end().then_some((f, n))
    }) {
        return Ok(Item::Ability(Ability::AlsoHas(Extra::CounterFor { filter: f, amount: n })));
    }
    // "Under the rules of this game, you cannot include <cards> in your deck." (5-1-2-4)
    if let Some(f) = Cursor::new(b.line).attempt(|c| {
        c.lit("Under the rules of this game, you cannot include ").then_some(())?;
        let f = hand_filter(c, 2)?;
        c.lit(" in your deck.").then_some(())?;
        c.at_end().then_some(f)
    }) {
        return Ok(Item::Ability(Ability::DeckRule(opcg_engine::effect::DeckRule::CannotInclude(f))));
    }
    // a keyword's reminder printed at the end of the line that grants it ("… gains [Rush] during
    // this turn. (This card can attack …)"): its words mean nothing (2-8-4-1)
    let line = crate::render::reminders(game_core::Lang::En)
        .iter()
        .find_map(|r| b.line.strip_suffix(r).and_then(|l| l.strip_suffix(". ")).map(|l| &b.line[..l.len() + 1]))
        .unwrap_or(b.line);
    let mut c = Cursor::new(line);
    let mut t = tags(&mut c);
    let mut err = Vec::new();
    let body_start = c.pos;
    // "You may trash 1 card from your hand: When …, …": a cost printed before a worded timing
    let mut early_cost = None;
    if t.when.is_none() && t.timing.is_none() {
        if let Some((k, w)) = c.attempt(|c| {
            let k = costs(c).filter(|k| !k.is_empty())?;
            c.spaces();
            let w = crate::grammar::words::worded_when_at(c, LANG)?;
            c.spaces();
            Some((k, w))
        }) {
            t.when = Some(w);
            early_cost = Some(k);
        }
    }
    if t.when.is_none() && t.timing.is_none() {
        // "If your Leader has the {X} type and this Character would be removed …": a condition
        // joined to the event (written back through its `VARIANTS_EN` pair)
        let mut joined = None;
        if let Some((event, optional, instead)) = c.attempt(|c| {
            let r = replacement(c)?;
            c.at_end().then_some(r)
        }).or_else(|| c.attempt(|c| {
            c.word("if ").then_some(())?;
            let k = condition(c)?;
            c.lit(" and ").then_some(())?;
            let text = format!("if {}", c.rest());
            let mut sub = Cursor::new(&text);
            let r = replacement(&mut sub).filter(|_| sub.at_end())?;
            c.pos = c.src.len();
            joined = Some(k);
            Some(r)
        })) {
            return Ok(Item::Ability(Ability::Replacement {
                event,
                conditions: t.conditions.iter().cloned().chain(joined).collect(),
                once_per_turn: t.once,
                optional,
                instead,
            }));
        }
        // permanent: "[tags] [If <cond>, ]<target> gains …." — and more such sentences, each under
        // the tags' conditions and its own ("[DON!! x1] All of your Characters gain +1 cost. If …,
        // this Leader gains +1000 power.")
        let r = c.attempt(|c| {
            let mut sentences = Vec::new();
            loop {
                let mut conditions = t.conditions.clone();
                if c.word("if ") {
                    conditions.push(condition(c)?);
                    c.lit(", ").then_some(())?;
                }
                let e = match crate::grammar::parse_permanent_pair(c, LANG) {
                    // "… gains [Blocker] and +1 cost for every 4 cards in your trash": the second counted
                    Some([a, b]) => match c.attempt(per_count) {
                        Some((per, of)) => vec![a, super::with_per_count(b, per, of)?],
                        None => vec![a, b],
                    },
                    None => vec![continuous(c)?],
                };
                c.lit(".").then_some(())?;
                sentences.push((conditions, e));
                if c.at_end() {
                    return Some(sentences);
                }
                c.lit(" ").then_some(())?;
            }
        });
        return match (r, t.once) {
            (Some(sentences), false) => Ok(super::permanent_sentences(sentences)),
            _ => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        };
    }
    // "If <cond>, you may <cost>: …": the condition gates paying, so it is the ability's
    let cost = if let Some(k) = early_cost { k } else { match c.attempt(|c| {
        c.word("if ").then_some(())?;
        let cond = condition(c)?;
        c.lit(", ").then_some(())?;
        c.starts("you may ").then_some(())?;
        Some((cond, costs(c)?))
    }) {
        Some((cond, cost)) => {
            t.conditions.push(cond);
            cost
        }
        None => costs(&mut c).unwrap_or_default(),
    } };
    if cost.is_empty() {
        // an unknown cost "You may …:" is reported as such
        let rest = c.rest();
        if rest.starts_with("You may ") || rest.starts_with("You can ") || rest.starts_with("DON!! ") {
            if let Some(i) = rest.find(':').filter(|i| !rest[..*i].contains(". ")) {
                return Err(super::one_span(b.base + c.pos, b.base + c.pos + i + 1));
            }
        }
    }
    let effect = sentences(&mut c, &b.options, &mut err, b.base);
    match effect {
        Some(effect) if err.is_empty() => match t.into_abilities(cost, effect) {
            Some(mut v) if v.len() == 1 => Ok(Item::Ability(v.remove(0))),
            Some(v) => Ok(Item::Abilities(v)),
            None => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        },
        _ => Err(if err.is_empty() { super::one_span(b.base + body_start, b.base + b.line.len()) } else { err }),
    }
}

/// The \[Trigger\] text: `[Trigger] [You may <cost>: ]<effect>`.
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
