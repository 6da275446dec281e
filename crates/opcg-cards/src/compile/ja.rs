//! The Japanese grammar (日本語のカードテキスト), mirroring [`crate::render::ja`]: tags and
//! keyword lines here; `cost`, `filter`, `condition`, `effect` and `permanent` hold the
//! template families.
//!
//! Clauses chain with 「、」 in the continuative form (連用形: 引き, 捨て, KOし …) and end with the
//! final form and 「。」; sentences are joined by 「その後、」; conditions end in 「場合、」.

use std::ops::Range;

use opcg_engine::effect::{
    Ability, Act, ActTiming, Dest, Pile, Amount, Condition, Continuous, Cost, Counted, Duration, Effect, Extra, Filter,
    Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition, Replaceable, Selector, Side, StaticTarget, Targetable,
    When,
};
use opcg_engine::{CardKind, Keyword};

use super::cursor::Cursor;
use super::{Block, Item, Tags};
use crate::render::ja::continuative;

mod cost;
mod filter;
mod condition;
mod effect;
mod permanent;

use cost::*;
use filter::*;
pub(crate) use filter::hand_filter as read_hand_filter;
pub(crate) use filter::{name, qualities, traits};
use condition::*;
use effect::*;
use permanent::*;

const LANG: game_core::Lang = game_core::Lang::Ja;

/// A bracketed automatic-timing tag, from the one table of both languages.
pub(crate) fn when_tag(c: &mut Cursor) -> Option<When> {
    crate::grammar::words::when_tag(c, LANG)
}

pub(crate) fn timing_tag(c: &mut Cursor) -> Option<ActTiming> {
    crate::grammar::words::timing_tag(c, LANG)
}

/// ドン‼ in its spellings.
pub fn don(c: &mut Cursor) -> bool {
    c.any(&["ドン‼", "ドン!!", "ドン !!", "ドン！！"])
}

pub fn keyword(c: &mut Cursor) -> Option<Keyword> {
    crate::grammar::words::read(c, crate::grammar::words::KEYWORDS, LANG, false)
}

/// A parenthesised reminder (ASCII or full-width parentheses).
pub fn reminder(c: &mut Cursor) -> bool {
    c.attempt(|c| {
        c.spaces();
        let close = if c.lit("(") {
            ')'
        } else if c.lit("（") {
            '）'
        } else {
            return None;
        };
        let rest = c.rest();
        let i = rest.find(close)?;
        c.pos += i + close.len_utf8();
        Some(())
    })
    .is_some()
}

pub fn keyword_line(line: &str) -> Option<Vec<Keyword>> {
    let mut c = Cursor::new(line);
    let mut out = Vec::new();
    loop {
        c.spaces();
        if c.at_end() {
            break;
        }
        out.push(keyword(&mut c)?);
        reminder(&mut c);
    }
    (!out.is_empty()).then_some(out)
}

/// The tags before the body (the one reader of both languages, [`crate::grammar::words::tags`]).
pub fn tags(c: &mut Cursor) -> Tags {
    crate::grammar::words::tags(c, LANG)
}

/// A verb in its final (終止形) or continuative (連用形) form.
fn verb(c: &mut Cursor, final_form: &str, cont: bool) -> bool {
    if cont { c.lit(&continuative(final_form)) } else { c.lit(final_form) }
}

// ---------------------------------------------------------------------------------------------
// Ability lines

/// One ability block: its main line (from `base`) and its option lines.
pub fn block(b: &Block) -> Result<Item, Vec<Range<usize>>> {
    if let Some(k) = keyword_line(b.line) {
        return Ok(Item::Keywords(k));
    }
    if let Some(n) = b
        .line
        .strip_prefix("ルール上、このカードはカード名を「")
        .and_then(|r| r.strip_suffix("」としても扱う。"))
        .filter(|n| !n.is_empty() && !n.contains(['「', '」']))
    {
        return Ok(Item::Ability(Ability::AlsoHas(Extra::Name(n.to_string()))));
    }
    // a rule the Leader changes (ルール上): one whole line of `words::RULE_LINES`
    if let Some(w) = crate::grammar::words::RULE_LINES.iter().find(|w| w.text(game_core::Lang::Ja) == b.line) {
        return Ok(Item::Ability(Ability::AlsoHas(w.value.clone())));
    }
    // 「ルール上、自分の特徴《T》を持ちカウンターを持たないキャラカードすべてはカウンター+1000を持つ。」
    if let Some((t, n)) = Cursor::new(b.line).attempt(|c| {
        c.lit("ルール上、自分の特徴《").then_some(())?;
        let t = c.until("》")?;
        (!t.is_empty() && !t.contains(['《', '》'])).then_some(())?;
        c.lit("を持ちカウンターを持たないキャラカードすべてはカウンター+").then_some(())?;
        let n = c.num()?;
        c.lit("を持つ。").then_some(())?;
        c.at_end().then_some((t.to_string(), n))
    }) {
        let filter = Filter { traits: vec![t], kind: Some(CardKind::Character), ..Filter::any() };
        return Ok(Item::Ability(Ability::AlsoHas(Extra::CounterFor { filter, amount: n })));
    }
    // 「ルール上、自分は<カード>をデッキに入れることができない。」 (5-1-2-4)
    if let Some(f) = Cursor::new(b.line).attempt(|c| {
        c.lit("ルール上、自分は").then_some(())?;
        let f = hand_filter(c)?;
        c.lit("をデッキに入れることができない。").then_some(())?;
        c.at_end().then_some(f)
    }) {
        return Ok(Item::Ability(Ability::DeckRule(opcg_engine::effect::DeckRule::CannotInclude(f))));
    }
    let mut c = Cursor::new(b.line);
    let mut t = tags(&mut c);
    let body_start = c.pos;
    // 「自分の手札1枚を捨てることができる：…時、…」: a cost printed before a worded timing
    let mut early_cost = None;
    if t.when.is_none() && t.timing.is_none() {
        if let Some((k, w)) = c.attempt(|c| {
            let k = costs(c).filter(|k| !k.is_empty())?;
            let w = crate::grammar::words::worded_when_at(c, LANG)?;
            Some((k, w))
        }) {
            t.when = Some(w);
            early_cost = Some(k);
        }
    }
    if t.when.is_none() && t.timing.is_none() {
        // 「自分のリーダーが特徴《X》を持ち、このキャラが相手の効果で場を離れる場合、代わりに…」: a
        // condition in its continuative form joined to the event (written back through its
        // `VARIANTS_JA` pair)
        let mut joined = None;
        if let Some((event, optional, instead)) = c.attempt(|c| {
            let r = replacement(c)?;
            c.at_end().then_some(r)
        }).or_else(|| c.attempt(|c| {
            let rest = c.rest();
            for (fin, cont) in crate::render::ja::CONJUNCTIVE {
                let mark = format!("{cont}、");
                let mut from = 0;
                while let Some(i) = rest.get(from..).and_then(|r| r.find(&mark)).map(|i| from + i) {
                    let head = format!("{}{fin}", &rest[..i]);
                    let mut hc = Cursor::new(&head);
                    if let Some(k) = condition(&mut hc).filter(|_| hc.at_end()) {
                        let mut rc = Cursor::new(&rest[i + mark.len()..]);
                        if let Some(r) = replacement(&mut rc).filter(|_| rc.at_end()) {
                            c.pos = c.src.len();
                            joined = Some(k);
                            return Some(r);
                        }
                    }
                    from = i + mark.len();
                }
            }
            None
        })) {
            return Ok(Item::Ability(Ability::Replacement {
                event,
                conditions: t.conditions.iter().cloned().chain(joined).collect(),
                once_per_turn: t.once,
                optional,
                instead,
            }));
        }
        // 「[tags][<条件>場合、]<対象>…。」 — and more such sentences, each under the tags' conditions
        // and its own (「【ドン‼×1】自分のキャラすべてを、コスト+1。…場合、このリーダーのパワー+1000。」)
        let r = c.attempt(|c| {
            let mut sentences = Vec::new();
            loop {
                let mut conditions = t.conditions.clone();
                // 「手札のこのカードは、<条件>場合、コスト-3。」: the conditions after the topic
                // (`permanents::HAND_TOPIC`), the permanent read with its topic
                if let Some((cond, e)) = c.attempt(|c| {
                    let topic = crate::grammar::permanents::HAND_TOPIC;
                    c.lit(topic).then_some(())?;
                    let cond = condition(c)?;
                    c.lit("場合、").then_some(())?;
                    let end = c.rest().find('。')?;
                    let body = format!("{topic}{}", &c.rest()[..end]);
                    let mut sub = Cursor::new(&body);
                    let e = crate::grammar::parse_permanent(&mut sub, LANG)?;
                    sub.at_end().then_some(())?;
                    c.pos += end;
                    Some((cond, e))
                }) {
                    conditions.push(cond);
                    sentences.push((conditions, vec![e]));
                } else {
                    if let Some(cond) = c.attempt(|c| {
                        let cond = condition(c)?;
                        c.lit("場合、").then_some(cond)
                    }) {
                        conditions.push(cond);
                    }
                    let e = match crate::grammar::parse_permanent_pair(c, LANG) {
                        Some(pair) => pair.to_vec(),
                        None => match pair_per_count(c) {
                            Some(pair) => pair.to_vec(),
                            None => vec![continuous(c)?],
                        },
                    };
                    sentences.push((conditions, e));
                }
                c.lit("。").then_some(())?;
                if c.at_end() {
                    return Some(sentences);
                }
            }
        });
        return match (r, t.once) {
            (Some(sentences), false) => Ok(super::permanent_sentences(sentences)),
            _ => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        };
    }
    // 「<条件>場合、<コスト>：…」: the condition gates paying, so it is the ability's
    let cost = if let Some(k) = early_cost { k } else { match c.attempt(|c| {
        let cond = condition(c)?;
        c.lit("場合、").then_some(())?;
        Some((cond, costs(c)?))
    }) {
        Some((cond, cost)) => {
            t.conditions.push(cond);
            cost
        }
        None => costs(&mut c).unwrap_or_default(),
    } };
    if cost.is_empty() {
        // an unknown cost 「…できる：」 is reported as such
        let rest = c.rest();
        if let Some(i) = rest.find('：').filter(|i| !rest[..*i].contains('。')) {
            return Err(super::one_span(b.base + c.pos, b.base + c.pos + i + '：'.len_utf8()));
        }
    }
    let mut err = Vec::new();
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

pub fn trigger(line: &str) -> Result<Effect, Range<usize>> {
    let mut c = Cursor::new(line);
    if !c.lit("【トリガー】") {
        return Err(0..line.len());
    }
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
