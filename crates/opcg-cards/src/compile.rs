//! The card-text compiler: normalised card text (see [`crate::text`]) in Japanese or English →
//! the engine's typed effect data ([`opcg_engine::effect`]).
//!
//! Text is cut into ability blocks (one line each; "• …"/「・…」 option lines of a "Choose one:"
//! and stand-alone reminder lines "(…)" belong to the block above). Each block is read by the
//! grammar of its language ([`en`], [`ja`]), which mirrors the renderer ([`crate::render`]).
//! Reminder text in parentheses is skipped (rule 2-8-4-1). What the grammar cannot read is never
//! guessed: its unread clause is reported with its byte range, and an ability line with a timing
//! tag keeps its timing with its text to carry out by hand ([`Effect::ByHand`]), so the game
//! stops there and tells the players.

pub mod cursor;
pub mod en;
pub mod ja;

use std::ops::Range;

use game_core::Lang;
use opcg_engine::effect::{Ability, ActTiming, Condition, Cost, Effect, When};
use opcg_engine::{CardDef, Keyword};

use crate::grammar::words;
use crate::printed::PrintedCard;

/// A clause the compiler could not read: its byte range in the normalised text, and the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unread {
    pub span: Range<usize>,
    pub text: String,
}

impl Unread {
    fn of(src: &str, span: Range<usize>) -> Self {
        let text = src.get(span.clone()).unwrap_or("").to_string();
        Unread { span, text }
    }
}

/// The reading of one card text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Compiled {
    pub abilities: Vec<Ability>,
    pub keywords: Vec<Keyword>,
    /// A "\[Trigger\] …" line some card lists print inside the effect text.
    pub trigger: Option<Effect>,
    pub unread: Vec<Unread>,
}

/// The reading of one card: its definition for the engine, and what was left unread in its
/// effect text and in its \[Trigger\] text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardCompile {
    pub def: CardDef,
    pub unread: Vec<Unread>,
    pub trigger_unread: Option<Unread>,
}

impl CardCompile {
    /// Every clause read.
    pub fn is_complete(&self) -> bool {
        self.unread.is_empty() && self.trigger_unread.is_none()
    }
}

/// One ability block of the text.
#[derive(Clone, Debug)]
pub struct Block<'a> {
    /// Byte offset of `line` in the whole text.
    pub base: usize,
    pub line: &'a str,
    /// Option lines ("• …") with their offsets.
    pub options: Vec<(usize, &'a str)>,
}

/// What one block reads as.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Keywords(Vec<Keyword>),
    Ability(Ability),
    /// One printed ability under two timings ("\[Main\]/\[Counter\] …").
    Abilities(Vec<Ability>),
}

/// The leading tags of an ability line.
#[derive(Clone, Debug, Default)]
pub struct Tags {
    pub conditions: Vec<Condition>,
    pub when: Option<When>,
    pub timing: Option<ActTiming>,
    /// The second timing of "\[On Play\]/\[When Attacking\]" (same kind as the first).
    pub alt_when: Option<When>,
    pub alt_timing: Option<ActTiming>,
    pub once: bool,
    /// "This effect can be activated when …" / 「…時、発動できる。」 (an automatic ability its
    /// controller may decline).
    pub optional: bool,
}

impl Tags {
    /// The ability these tags head; `None` without a timing tag (not an automatic or activated
    /// ability).
    /// The abilities these tags head: one, or two for "\[A\]/\[B\]" (the same ability under two
    /// timings). "\[A\]/\[B\] \[Once Per Turn\]" of automatic abilities is two abilities that
    /// differ only in their timing, one after the other: the engine gives such twins one
    /// once-per-turn count (`Game::once_key`); activated twins with \[Once Per Turn\] stay unread.
    pub fn into_abilities(self, cost: Vec<Cost>, effect: Effect) -> Option<Vec<Ability>> {
        let alt = match (&self.alt_when, self.alt_timing) {
            (None, None) => None,
            (Some(w), _) => Some(Tags { when: Some(w.clone()), timing: None, once: self.once, ..Tags::default() }),
            _ if self.once => return None,
            (None, Some(t)) => Some(Tags { when: None, timing: Some(t), ..Tags::default() }),
        };
        let conditions = self.conditions.clone();
        let first = self.into_ability(cost.clone(), effect.clone())?;
        let mut out = vec![first];
        if let Some(mut alt) = alt {
            alt.conditions = conditions;
            out.push(alt.into_ability(cost, effect)?);
        }
        Some(out)
    }

    pub fn into_ability(self, cost: Vec<Cost>, effect: Effect) -> Option<Ability> {
        match (self.when, self.timing) {
            (Some(when), _) => {
                Some(Ability::Auto { when, conditions: self.conditions, once_per_turn: self.once, optional: self.optional, cost, effect })
            }
            (None, Some(timing)) => Some(Ability::Activated {
                timing,
                conditions: self.conditions,
                once_per_turn: self.once,
                cost,
                effect,
            }),
            (None, None) => None,
        }
    }
}

/// The permanent abilities of one printed line under its conditions: one, or two for "this
/// Character gains \[Blocker\] and +1 cost" (このキャラは【ブロッカー】を得て、コスト+1), which the
/// renderers write back on one line (`render::en::twin`, `render::ja::twin`).
pub(crate) fn permanents(conditions: Vec<Condition>, mut effects: Vec<opcg_engine::effect::Continuous>) -> Item {
    if effects.len() == 1 {
        return Item::Ability(Ability::Permanent { conditions, effect: effects.remove(0) });
    }
    Item::Abilities(effects.into_iter().map(|effect| Ability::Permanent { conditions: conditions.clone(), effect }).collect())
}

/// The alternatives of a card filter "A or B" (`Filter::any_of`) in the one order both
/// languages read them: trait, kind and colour alternatives first, named cards last (the order
/// most printings use in both languages), each group as printed.
pub(crate) fn order_alternatives(mut v: Vec<opcg_engine::effect::Filter>) -> Vec<opcg_engine::effect::Filter> {
    v.sort_by_key(|f| f.name.is_some());
    v
}

/// The alternatives of a card filter with the kind every one of them names ("{A} type Character
/// card or Character card with a type including "B"", each with its card word) hold it once,
/// in the filter they share (「特徴《A》か『B』を含む特徴を持つキャラカード」): one reading for both
/// printings. The writers put it back in each alternative (`filter::write_hand`).
pub(crate) fn hoist_shared_kind(f: &mut opcg_engine::effect::Filter) {
    let Some(kind) = f.any_of.first().and_then(|a| a.kind) else { return };
    if f.kind.is_none() && f.any_of.iter().all(|a| a.kind == Some(kind) && a.name.is_none()) {
        f.kind = Some(kind);
        for a in &mut f.any_of {
            a.kind = None;
        }
    }
}

/// A step that acts on what the step before it chose: "play … that is a different color than the
/// returned Character" (`Filter::colour_not_chosen`), "if that card / that Character …"
/// (`Condition::ChosenIs`, `ChosenAtMost`), "that card" / "the selected Character", "… for every
/// card trashed" (`Counted::Done`).
pub(crate) fn acts_on_the_step_before(e: &Effect) -> bool {
    use opcg_engine::effect::{Act, Amount, Counted};
    match e {
        Effect::Play { filter, .. } => filter.colour_not_chosen,
        Effect::If(Condition::ChosenIs(_) | Condition::ChosenAtMost { .. }, _) => true,
        Effect::Targeted { sel, act } => {
            sel.what == opcg_engine::effect::Targetable::Chosen || matches!(act, Act::Power(Amount::PerCount { of: Counted::Done(_), .. }, _))
        }
        _ => false,
    }
}

/// "If …, A. Then, B." / 「…場合、A。その後、B。」 where B acts on what A chose
/// ([`acts_on_the_step_before`]): B has nothing to act on unless A happened, so it is under the
/// condition too, one reading with 「…場合、Aし、B」 (the Japanese chains such a step; the
/// writers put "Then," / 「その後、」 back through `render::Hints::dependent_chained`). Pushes
/// `next` onto the sentences `out`.
pub(crate) fn push_then(out: &mut Vec<Effect>, next: Effect) {
    if acts_on_the_step_before(&next) {
        if let Some(Effect::If(_, body)) = out.last_mut() {
            let mut steps = match std::mem::replace(&mut **body, Effect::Nothing) {
                Effect::Seq(v) => v,
                e => vec![e],
            };
            steps.push(next);
            **body = Effect::Seq(steps);
            return;
        }
    }
    out.push(next);
}

/// The permanent abilities of one printed line of one or more sentences, each under its own
/// conditions ("All of your Characters gain +1 cost. If …, this Leader gains +1000 power.",
/// 「自分のキャラすべてを、コスト+1。…場合、このリーダーのパワー+1000。」; the renderers write the
/// sentences of one line back on it through the printing hint `Hints::joined`).
pub(crate) fn permanent_sentences(sentences: Vec<(Vec<Condition>, Vec<opcg_engine::effect::Continuous>)>) -> Item {
    let mut v: Vec<Ability> = Vec::new();
    for (conditions, effects) in sentences {
        match permanents(conditions, effects) {
            Item::Ability(a) => v.push(a),
            Item::Abilities(more) => v.extend(more),
            Item::Keywords(_) => {}
        }
    }
    if v.len() == 1 { Item::Ability(v.remove(0)) } else { Item::Abilities(v) }
}

/// A permanent's fixed change made a count ("+1 cost" and " for every 4 cards in your trash",
/// 「自分のトラッシュ4枚につき、コスト+1」): the power or cost of a row, step by step
/// ([`opcg_engine::effect::Amount::PerCount`]); `None` for any other change. The inverse of
/// `render::per_count_step`.
pub(crate) fn with_per_count(k: opcg_engine::effect::Continuous, per: u8, of: opcg_engine::effect::Counted) -> Option<opcg_engine::effect::Continuous> {
    use opcg_engine::effect::{Amount, Modifier};
    let modifier = match k.modifier {
        Modifier::Power(Amount::Fixed(each)) => Modifier::Power(Amount::PerCount { each, per, of }),
        Modifier::Cost(each) => Modifier::CostBy(Amount::PerCount { each, per, of }),
        _ => return None,
    };
    Some(opcg_engine::effect::Continuous { target: k.target, modifier })
}

pub(crate) fn one_span(start: usize, end: usize) -> Vec<Range<usize>> {
    std::iter::once(start..end).collect()
}

fn is_option(line: &str) -> bool {
    line.starts_with('•') || line.starts_with('・') || line.starts_with("- ")
}

/// A Japanese option printed without its bullet (「以下から1つを選ぶ。」 then lines that start with
/// no tag): an option of that choice too (the bullet written back without it through the hint
/// `Hints::bare_options`).
fn bare_option(block: &Block<'_>, part: &str) -> bool {
    block.line.ends_with("以下から1つを選ぶ。") && !part.starts_with('【') && !part.starts_with('《') && block.options.iter().all(|(_, o)| !is_option(o))
}

fn is_reminder(line: &str) -> bool {
    (line.starts_with('(') && line.ends_with(')')) || (line.starts_with('（') && line.ends_with('）'))
}

/// Cuts text into blocks (see the module doc).
pub fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut out: Vec<Block> = Vec::new();
    let mut off = 0;
    for raw in text.split('\n') {
        let base = off;
        off += raw.len() + 1;
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() || is_reminder(line) {
            continue;
        }
        for (at, part) in split_glued(line) {
            match out.last_mut() {
                Some(b) if is_option(part) || bare_option(b, part) => b.options.push((base + at, part)),
                _ => out.push(Block { base: base + at, line: part, options: Vec::new() }),
            }
        }
    }
    out
}

/// Some card lists glue two abilities into one line ("….\[When Attacking\] …"): a tag right
/// after a sentence end or a reminder starts a new ability.
fn split_glued(line: &str) -> Vec<(usize, &str)> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, ch) in line.char_indices() {
        if i == 0 || !(ch == '[' || ch == '【') {
            continue;
        }
        let prev = line[..i].chars().next_back();
        if !matches!(prev, Some('.' | ')' | '。' | '）')) {
            continue;
        }
        let rest = &line[i..];
        if words::starts_ability_tag(rest) {
            parts.push((start, &line[start..i]));
            start = i;
        }
    }
    parts.push((start, &line[start..]));
    parts
}

/// Reads a card's effect text (one ability per line).
#[must_use]
pub fn compile_text(text: &str, lang: Lang) -> Compiled {
    let mut out = Compiled::default();
    for b in blocks(text) {
        if b.options.is_empty() && (b.line.starts_with("[Trigger]") || b.line.starts_with("【トリガー】")) {
            match compile_trigger(b.line, lang) {
                Ok(e) if out.trigger.is_none() => out.trigger = Some(e),
                Ok(_) => out.unread.push(Unread::of(text, b.base..b.base + b.line.len())),
                Err(u) => {
                    out.unread.push(Unread::of(text, b.base + u.span.start..b.base + u.span.end));
                    if out.trigger.is_none() {
                        out.trigger = Some(by_hand_trigger(b.line));
                    }
                }
            }
            continue;
        }
        let r = match lang {
            Lang::En => en::block(&b),
            Lang::Ja => ja::block(&b),
        };
        match r {
            Ok(Item::Keywords(k)) => out.keywords.extend(k),
            Ok(Item::Ability(a)) => out.abilities.push(a),
            Ok(Item::Abilities(v)) => out.abilities.extend(v),
            Err(spans) => {
                out.unread.extend(spans.into_iter().map(|s| Unread::of(text, s)));
                out.abilities.extend(by_hand(&b, lang));
            }
        }
    }
    out
}

/// An unread ability line with a timing ("\[On Play\] …", 「【起動メイン】…」) still happens at
/// its timing: its tags are read, its text is carried out by hand ([`Effect::ByHand`]: the game
/// stops there and asks the players). A line without a timing (a permanent effect) has no
/// moment to stop at: none.
fn by_hand(b: &Block, lang: Lang) -> Vec<Ability> {
    let mut c = cursor::Cursor::new(b.line);
    let t = words::tags(&mut c, lang);
    let mut body = c.rest().trim().to_string();
    for (_, o) in &b.options {
        body.push('\n');
        body.push_str(o);
    }
    if body.is_empty() {
        return Vec::new();
    }
    t.into_abilities(Vec::new(), Effect::ByHand(body)).unwrap_or_default()
}

/// An unread \[Trigger\] text, carried out by hand when the players activate it.
fn by_hand_trigger(text: &str) -> Effect {
    let body = text.trim_start_matches("[Trigger]").trim_start_matches("【トリガー】").trim();
    Effect::ByHand(body.to_string())
}

/// Reads a \[Trigger\] text (with its leading tag).
pub fn compile_trigger(text: &str, lang: Lang) -> Result<Effect, Unread> {
    let r = if text.contains('\n') {
        Err(0..text.len())
    } else {
        match lang {
            Lang::En => en::trigger(text),
            Lang::Ja => ja::trigger(text),
        }
    };
    r.map_err(|s| Unread::of(text, s))
}

/// Builds the engine's definition of a printed card from its text in `lang` (or the other
/// language when it has none in `lang`).
#[must_use]
pub fn compile_card(card: &PrintedCard, lang: Lang) -> CardCompile {
    let text = card.text(lang).cloned().unwrap_or_default();
    let used = if card.texts.contains_key(&lang) { lang } else { other(lang) };
    let c = compile_text(&text.effect, used);
    let (trigger, trigger_unread) = match text.trigger.as_deref() {
        None | Some("") => (c.trigger, None),
        Some(t) => match compile_trigger(t, used) {
            Ok(e) => (Some(e), None),
            Err(u) => (Some(by_hand_trigger(t)), Some(u)),
        },
    };
    let def = CardDef {
        number: card.number.clone(),
        name: text.name.clone(),
        kind: card.kind,
        colours: card.colours.clone(),
        cost: card.cost.unwrap_or(0),
        power: card.power.unwrap_or(0),
        counter: card.counter.unwrap_or(0),
        life: card.life.unwrap_or(0),
        attributes: card.attributes.clone(),
        traits: text.traits.clone(),
        keywords: c.keywords,
        abilities: c.abilities,
        trigger,
        unread: c.unread.iter().chain(trigger_unread.iter()).map(|u| u.text.clone()).collect(),
    };
    CardCompile { def, unread: c.unread, trigger_unread }
}

/// How a card's text was printed beyond the data (render with
/// [`crate::render::render_card_hinted`] to get the printed form back): for reports that compare
/// the rendering with the printed text; the game itself writes the canonical form.
#[must_use]
pub fn hints_of(card: &PrintedCard, lang: Lang) -> crate::render::Hints {
    let used = if card.texts.contains_key(&lang) { lang } else { other(lang) };
    let text = card.text(lang).cloned().unwrap_or_default();
    crate::render::Hints::of_text(&format!("{}\n{}", text.effect, text.trigger.as_deref().unwrap_or("")), used)
}

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::En => Lang::Ja,
        Lang::Ja => Lang::En,
    }
}
