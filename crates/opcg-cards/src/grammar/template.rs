//! The template mini-language and its interpreter (one for both directions).
//!
//! A template is literal text with holes:
//! - `{x}`: hole `x`, read and written by its kind ([`super::holes`]) in the template's language;
//! - `{x@y}`: hole `x` whose kind also gets the value of hole `y` (an English card filter is
//!   written in the singular or plural after the count `y`);
//! - `{x:one|many}`: `one` when the count hole `x` is 1, else `many` (either may be empty:
//!   `{n:| in any order}`);
//! - `{x?yes|no}`: the flag hole `x`: `yes` when set, else `no` (either may be empty);
//! - `{?words}`: words some printings leave out (read if present, always written);
//! - `{this}`: the card's own words ("this Character", 「このキャラ」): any of them is read, and
//!   the writer gets the words of the card's kind (costs: "rest this Leader");
//! - `~` (Japanese): the final verb starts here; the rest of the template is the verb in its
//!   final form (終止形), which a clause followed by 「、」 takes in its continuative form (連用形)
//!   and a cost its potential form (「…できる」, [`Form::Potential`]); a bare `~` ends a clause
//!   with no verb (「…パワー+1000」), 「…パワー+1000し」 in the continuative form.
//!
//! Reading never guesses: each literal must match exactly (an English template's first letter in
//! either case); a hole's reader either advances and succeeds or fails, and then the whole
//! template fails and the cursor is left where it was.

use game_core::Lang;
use opcg_engine::effect::{ActTiming, Filter, Selector, When, Duration, Side};

use crate::compile::cursor::Cursor;
use crate::render::ja::{continuative, potential};

use super::holes::Kind;

/// A hole's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    Count(u8),
    Int(i32),
    Flag(bool),
    Filter(Filter),
    Selector(Selector),
    Duration(Duration),
    Side(Side),
    Timing(ActTiming),
    When(When),
    /// A card name (a cost's "\[Name\]").
    Name(String),
    /// An attribute ("<Slash>", 「(斬)」).
    Attribute(opcg_engine::Attribute),
    /// A keyword a permanent effect grants ("\[Blocker\]", 「【ブロッカー】」).
    Keyword(opcg_engine::Keyword),
    /// What a permanent effect forbids ("be K.O.'d by your opponent's effects").
    Prohibition(opcg_engine::effect::Prohibition),
    /// The card a permanent effect is on ("this Character", "your Leader").
    Target(opcg_engine::effect::StaticTarget),
    /// Where a search leaves the rest ([`super::words::RESTS`]).
    Rest(opcg_engine::effect::RestTo),
    /// What the step before did to the cards a per-count power counts ([`super::words::DONE`]).
    Done(opcg_engine::effect::Done),
}

/// The form a Japanese template's final verb is read in: final (終止形), continuative (連用形,
/// before 「、」), potential (「…できる」/「…ことができる」, a cost or an "instead" the player may do)
/// or permissive (「…てもよい」, the same "may" some texts print).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Final,
    Continuative,
    Potential,
    Permissive,
}

impl Form {
    /// The verb `final_form` in this form.
    pub fn of(self, final_form: &str) -> String {
        match self {
            // no verb (「…パワー+1000」, a template ending in a bare `~`): 「…パワー+1000し、」 before
            // 「、」, as the hand-written chains write a power
            Form::Continuative if final_form.is_empty() => "し".to_string(),
            Form::Final => final_form.to_string(),
            Form::Continuative => continuative(final_form),
            Form::Potential => potential(final_form),
            // a verb with no te-form never matches (an empty verb is no printing)
            Form::Permissive => crate::render::ja::te_form(final_form).map_or_else(String::new, |t| t + "もよい"),
        }
    }
}

/// The card's own words, as `{this}` reads them (the first of a language is written when no card
/// kind is given).
pub const THIS_EN: &[&str] = &["this card", "this Character", "this Leader", "this Stage", "this Event"];
pub const THIS_JA: &[&str] = &["このカード", "このキャラ", "このリーダー", "このステージ"];

/// The card's own words in `lang` (the first is written when no card kind is given).
pub fn this_words(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => THIS_EN,
        Lang::Ja => THIS_JA,
    }
}

/// The Rust types a hole can bind (the macro's pattern variables).
pub trait HoleValue: Sized + Clone {
    fn into_val(self) -> Val;
    fn from_val(v: &Val) -> Option<Self>;
}

macro_rules! hole_value {
    ($($t:ty => $v:ident),* $(,)?) => {$(
        impl HoleValue for $t {
            fn into_val(self) -> Val { Val::$v(self) }
            fn from_val(v: &Val) -> Option<Self> { if let Val::$v(x) = v { Some(x.clone()) } else { None } }
        }
    )*};
}
hole_value!(u8 => Count, i32 => Int, bool => Flag, Filter => Filter, Selector => Selector, Duration => Duration,
    Side => Side, ActTiming => Timing, When => When, String => Name, opcg_engine::Attribute => Attribute,
    opcg_engine::Keyword => Keyword, opcg_engine::effect::Prohibition => Prohibition, opcg_engine::effect::StaticTarget => Target);
hole_value!(opcg_engine::effect::RestTo => Rest);
hole_value!(opcg_engine::effect::Done => Done);

/// A filter in a box (the timings that name cards, `When::YouPlayCharacterFromHand`: a `Filter`
/// may name a timing, so a timing holds its filter boxed), read and written as a filter.
impl HoleValue for Box<Filter> {
    fn into_val(self) -> Val {
        Val::Filter(*self)
    }
    fn from_val(v: &Val) -> Option<Self> {
        Filter::from_val(v).map(Box::new)
    }
}

/// Named hole values (a handful per clause: a small vector beats a map).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vals(Vec<(&'static str, Val)>);

impl Vals {
    pub fn get<T: HoleValue>(&self, name: &str) -> Option<T> {
        self.raw(name).and_then(T::from_val)
    }

    pub fn raw(&self, name: &str) -> Option<&Val> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    pub fn put<T: HoleValue>(&mut self, name: &'static str, v: T) {
        self.set(name, v.into_val());
    }

    fn set(&mut self, name: &'static str, v: Val) {
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = v,
            None => self.0.push((name, v)),
        }
    }

    /// A count or number hole's value (for `{x:one|many}`).
    fn count(&self, name: &str) -> Option<i32> {
        match self.raw(name)? {
            Val::Count(n) => Some(i32::from(*n)),
            Val::Int(n) => Some(*n),
            _ => None,
        }
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match self.raw(name)? {
            Val::Flag(b) => Some(*b),
            _ => None,
        }
    }
}

/// One piece of a template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seg<'t> {
    Lit(&'t str),
    Hole { name: &'t str, param: Option<&'t str> },
    Plural { name: &'t str, one: &'t str, many: &'t str },
    Flag { name: &'t str, yes: &'t str, no: &'t str },
    /// Words some printings leave out: read if present, always written.
    Opt(&'t str),
    /// Japanese: the final verb (the rest of the template).
    Verb(&'t str),
    /// `{this}`: the card's own words.
    This,
}

/// Matches literal template text; 「ドン‼」 matches each of its spellings in card lists, and the
/// attribute brackets "<" ">" their full-width printing "＜" "＞" ("＜Strike＞ attribute").
pub(crate) fn lit(c: &mut Cursor, s: &str) -> bool {
    const DON: &str = "ドン‼";
    if s.contains('<') && !s.contains(DON) {
        return c.lit(s) || c.lit(&s.replace('<', "＜").replace('>', "＞"));
    }
    if !s.contains(DON) {
        return c.lit(s);
    }
    c.attempt(|c| {
        let mut parts = s.split(DON);
        c.lit(parts.next().unwrap_or("")).then_some(())?;
        for p in parts {
            c.any(&["ドン‼", "ドン!!", "ドン !!", "ドン！！"]).then_some(())?;
            c.lit(p).then_some(())?;
        }
        Some(())
    })
    .is_some()
}

/// Cuts a template into its pieces. The table's templates are checked by a test, so a malformed
/// one is a programming error caught there; here it just reads as literal text.
fn segments(t: &str) -> Vec<Seg<'_>> {
    let mut out = Vec::new();
    let mut rest = t;
    while !rest.is_empty() {
        if let Some(verb) = rest.strip_prefix('~') {
            out.push(Seg::Verb(verb));
            break;
        }
        if let Some(body) = rest.strip_prefix('{') {
            if let Some(end) = body.find('}') {
                out.push(hole_seg(&body[..end]));
                rest = &body[end + 1..];
                continue;
            }
        }
        let skip = rest.chars().next().map_or(1, char::len_utf8);
        let end = rest[skip..].find(['{', '~']).map_or(rest.len(), |i| i + skip);
        out.push(Seg::Lit(&rest[..end]));
        rest = &rest[end..];
    }
    out
}

fn hole_seg(spec: &str) -> Seg<'_> {
    if spec == "this" {
        return Seg::This;
    }
    if let Some(words) = spec.strip_prefix('?') {
        return Seg::Opt(words);
    }
    if let Some((name, alts)) = spec.split_once(':') {
        let (one, many) = alts.split_once('|').unwrap_or((alts, ""));
        return Seg::Plural { name, one, many };
    }
    if let Some((name, alts)) = spec.split_once('?') {
        let (yes, no) = alts.split_once('|').unwrap_or((alts, ""));
        return Seg::Flag { name, yes, no };
    }
    match spec.split_once('@') {
        Some((name, param)) => Seg::Hole { name, param: Some(param) },
        None => Seg::Hole { name: spec, param: None },
    }
}

/// The table's templates cut once (sorted by the address of their static text).
fn cut(t: &'static str) -> &'static [Seg<'static>] {
    use std::sync::OnceLock;
    static CUT: OnceLock<Vec<(usize, Vec<Seg<'static>>)>> = OnceLock::new();
    let all = CUT.get_or_init(|| {
        let clauses = super::clauses::CLAUSES.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let conditions = super::conditions::CONDITIONS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let selectors = super::selectors::SELECTORS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let costs = super::costs::COSTS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let permanents = super::permanents::PERMANENTS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let pairs = super::permanents::PAIRS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let events = super::permanents::EVENTS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let timings = super::timings::WORDED_TIMINGS.iter().flat_map(|f| f.en.iter().chain(f.ja.iter()));
        let mut v: Vec<(usize, Vec<Seg<'static>>)> = clauses
            .chain(conditions)
            .chain(selectors)
            .chain(costs)
            .chain(permanents)
            .chain(pairs)
            .chain(events)
            .chain(timings)
            .map(|t| (t.as_ptr() as usize, segments(t)))
            .collect();
        v.sort_unstable_by_key(|(k, _)| *k);
        v
    });
    let key = t.as_ptr() as usize;
    all.binary_search_by_key(&key, |(k, _)| *k).map_or(&[], |i| all[i].1.as_slice())
}

/// The holes a template names, for the table's self-check.
pub fn hole_names(t: &str) -> Vec<&str> {
    segments(t)
        .into_iter()
        .flat_map(|s| match s {
            Seg::Hole { name, param } => vec![Some(name), param],
            Seg::Plural { name, .. } | Seg::Flag { name, .. } => vec![Some(name)],
            _ => Vec::new(),
        })
        .flatten()
        .collect()
}

/// Does the template end in a Japanese final verb?
pub fn has_verb(t: &str) -> bool {
    segments(t).iter().any(|s| matches!(s, Seg::Verb(_)))
}

/// A family of one grammar table (effect clauses, conditions): its holes, its templates (the
/// first of each language is the one written; the others are printing variants also read), and
/// the AST node `T` both ways.
pub struct Family<T: 'static> {
    /// A short name (tests and reports).
    pub name: &'static str,
    pub holes: &'static [(&'static str, &'static Kind)],
    pub en: &'static [&'static str],
    pub ja: &'static [&'static str],
    pub build: fn(&Vals) -> Option<T>,
    pub split: fn(&T) -> Option<Vals>,
}

type Holes = &'static [(&'static str, &'static Kind)];

fn kind(holes: Holes, name: &str) -> Option<&'static Kind> {
    holes.iter().find(|(n, _)| *n == name).map(|(_, k)| *k)
}

fn name_of(holes: Holes, name: &str) -> Option<&'static str> {
    holes.iter().find(|(n, _)| *n == name).map(|(n, _)| *n)
}

impl<T> Family<T> {
    /// Reads the first of this family's templates in `lang` that matches at `c`.
    pub fn parse(&self, c: &mut Cursor, lang: Lang, cont: bool) -> Option<T> {
        self.parse_form(c, lang, if cont { Form::Continuative } else { Form::Final })
    }

    /// [`Family::parse`] with the Japanese final verb read in `form`.
    pub fn parse_form(&self, c: &mut Cursor, lang: Lang, form: Form) -> Option<T> {
        let templates = match lang {
            Lang::En => self.en,
            Lang::Ja => self.ja,
        };
        templates.iter().find_map(|t| {
            c.attempt(|c| {
                let vals = read(self.holes, c, t, lang, form)?;
                (self.build)(&vals)
            })
        })
    }

    /// Writes `e` with this family's first template in `lang`, if the family describes it.
    pub fn render(&self, e: &T, lang: Lang) -> Option<(String, String)> {
        self.render_this(e, lang, None)
    }

    /// [`Family::render`] with `{this}` written as `this` (the words of the card's kind).
    pub fn render_this(&self, e: &T, lang: Lang, this: Option<&str>) -> Option<(String, String)> {
        let vals = (self.split)(e)?;
        let t = match lang {
            Lang::En => self.en.first()?,
            Lang::Ja => self.ja.first()?,
        };
        write(self.holes, &vals, t, lang, this)
    }
}

/// Reads template `t` at `c` (one interpreter for every table: not generic over the AST).
fn read(holes: Holes, c: &mut Cursor, t: &'static str, lang: Lang, form: Form) -> Option<Vals> {
    let mut vals = Vals::default();
    let mut first = true;
    // plural words read before their count: (the count's name, whether they said one)
    let mut later: Vec<(&str, bool)> = Vec::new();
    for &seg in cut(t) {
        match seg {
            Seg::Lit(s) => {
                let ok = if first && lang == Lang::En { c.word(s) } else { lit(c, s) };
                ok.then_some(())?;
            }
            Seg::Opt(s) => {
                lit(c, s);
            }
            Seg::Hole { name, param } => {
                let kind = kind(holes, name)?;
                let p = param.and_then(|p| vals.raw(p)).cloned();
                let read = match lang {
                    Lang::En => kind.en_read,
                    Lang::Ja => kind.ja_read,
                };
                let v = read(c, p.as_ref())?;
                vals.set(name_of(holes, name)?, v);
            }
            Seg::Plural { name, one, many } => match vals.count(name) {
                Some(n) => c.lit(if n == 1 { one } else { many }).then_some(())?,
                // before its count (「ドン‼{n:|合計}{n}枚」): the words read say which the count
                // must be, checked once it is read
                None => {
                    let is_one = if !one.is_empty() && c.lit(one) {
                        true
                    } else if !many.is_empty() && c.lit(many) {
                        false
                    } else if one.is_empty() || many.is_empty() {
                        one.is_empty()
                    } else {
                        return None;
                    };
                    later.push((name, is_one));
                }
            },
            Seg::Flag { name, yes, no } => {
                // the non-empty alternative first (an empty one always matches)
                let v = if !yes.is_empty() && c.lit(yes) {
                    true
                } else if c.lit(no) {
                    false
                } else if yes.is_empty() {
                    true
                } else {
                    return None;
                };
                vals.set(name_of(holes, name)?, Val::Flag(v));
            }
            Seg::Verb(v) => {
                let w = form.of(v);
                // a bare `~` in the final form: no verb to read
                (v.is_empty() && form == Form::Final || !w.is_empty() && lit(c, &w)).then_some(())?;
            }
            Seg::This => {
                let words = match lang {
                    Lang::En => THIS_EN,
                    Lang::Ja => THIS_JA,
                };
                // 「このキャラ以外の」 names the other cards, not this one (the template's next
                // literal fails on it)
                let ok = if first && lang == Lang::En { words.iter().any(|w| c.word(w)) } else { c.any(words) };
                ok.then_some(())?;
            }
        }
        first = false;
    }
    for (name, is_one) in later {
        (vals.count(name)? == 1).eq(&is_one).then_some(())?;
    }
    Some(vals)
}

/// Writes template `t` from hole values: (text before the final verb, the verb). A hole with no
/// `@` parameter is given the card's own words `this` as one (`Val::Name`), so a hole that may
/// name the card (a permanent effect's target, `holes::TARGET`) writes them as `{this}` does.
fn write(holes: Holes, vals: &Vals, t: &'static str, lang: Lang, this: Option<&str>) -> Option<(String, String)> {
    let this_val = this.map(|w| Val::Name(w.to_string()));
    let mut head = String::new();
    let mut verb = String::new();
    for &seg in cut(t) {
        match seg {
            Seg::Lit(s) | Seg::Opt(s) => head.push_str(s),
            Seg::Hole { name, param } => {
                let kind = kind(holes, name)?;
                let write = match lang {
                    Lang::En => kind.en_write,
                    Lang::Ja => kind.ja_write,
                };
                let p = match param {
                    Some(p) => vals.raw(p),
                    None => this_val.as_ref(),
                };
                head.push_str(&write(vals.raw(name)?, p)?);
            }
            Seg::Plural { name, one, many } => head.push_str(if vals.count(name)? == 1 { one } else { many }),
            Seg::Flag { name, yes, no } => head.push_str(if vals.flag(name)? { yes } else { no }),
            Seg::Verb(v) => verb.push_str(v),
            Seg::This => head.push_str(this.unwrap_or(match lang {
                Lang::En => THIS_EN[0],
                Lang::Ja => THIS_JA[0],
            })),
        }
    }
    Some((head, verb))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_cut_holes_choices_and_the_verb() {
        assert_eq!(
            segments("draw up to {n} {n:card|cards}{f@n}{u?up to |}"),
            vec![
                Seg::Lit("draw up to "),
                Seg::Hole { name: "n", param: None },
                Seg::Lit(" "),
                Seg::Plural { name: "n", one: "card", many: "cards" },
                Seg::Hole { name: "f", param: Some("n") },
                Seg::Flag { name: "u", yes: "up to ", no: "" },
            ]
        );
        assert_eq!(segments("カード{n}枚を~引く"), vec![Seg::Lit("カード"), Seg::Hole { name: "n", param: None }, Seg::Lit("枚を"), Seg::Verb("引く")]);
        assert_eq!(hole_names("{a@b} {c:x|y} {d?z|}"), vec!["a", "b", "c", "d"]);
    }

    /// Plural words before their count (「ドン‼{n:|合計}{n}枚」) are read, and must agree with the
    /// count read after them.
    #[test]
    fn plural_words_before_their_count() {
        use opcg_engine::effect::{Act, Effect};
        let f = super::super::clauses::CLAUSES.iter().find(|f| f.name == "give-given-don").expect("the family");
        assert!(f.ja[0].contains("{n:|合計}{n}"), "{}", f.ja[0]);
        let given = |s: &str| match f.parse(&mut Cursor::new(s), Lang::Ja, false) {
            Some(Effect::Targeted { act: Act::GiveGivenDon(n), .. }) => Some(n),
            _ => None,
        };
        assert_eq!(given("自分の付与されているドン‼合計2枚までを、自分のキャラ1枚に付与する"), Some(2), "合計 with 2");
        assert_eq!(given("自分の付与されているドン‼1枚までを、自分のキャラ1枚に付与する"), Some(1), "no 合計 with 1");
        assert_eq!(given("自分の付与されているドン‼合計1枚までを、自分のキャラ1枚に付与する"), None, "合計 says more than one");
        assert_eq!(given("自分の付与されているドン‼2枚までを、自分のキャラ1枚に付与する"), None, "2 without 合計");
    }
}
