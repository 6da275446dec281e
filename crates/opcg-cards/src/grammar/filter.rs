//! Field cards by their qualities, and the selections built from them, in both languages: "up to
//! 2 of your opponent's rested Characters with a cost of 3 or less", 「相手の、コスト3以下のレストの
//! キャラ2枚まで」.
//!
//! A card filter is written from its *parts*, one row each of [`PARTS`]: the part's English and
//! Japanese words, and where they stand — English before the card word ("rested Characters") or
//! after it ("Characters with a cost of 3 or less"), Japanese always before it (「コスト3以下の
//! キャラ」) — with their order in each language. Reading takes the parts in any order (each
//! once: 「レストのコスト3以下の」 and 「コスト3以下のレストの」 read alike); writing puts them in
//! the table's order. A new filter part is one row here (and the `Filter` field it sets).
//!
//! The selections ([`read_selector`], [`write_selector`]: "up to N of …", "all of …", two
//! selections joined, a total power, 「相手の、…1枚までと…1枚まで」) are written once here for both
//! languages; the selector *shapes* that are not a card filter are the table of
//! [`super::selectors`], which both ask first.

use game_core::Lang;
use opcg_engine::effect::{Filter, Selector, Side, Targetable};

use super::words;
use crate::compile::cursor::Cursor;
use crate::render::Ctx;

/// Where a part's words stand: before the card word or after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum At {
    Before,
    After,
}

/// The [`Words`] of a filter part that is one row of a `words` table (a colour, an attribute):
/// read into `f.$field`, written from it, before the card word at `rank`.
macro_rules! table_word {
    ($field:ident, $table:ident, $lang:expr, $rank:expr) => {
        Words {
            at: At::Before,
            rank: $rank,
            read: |c, f| {
                f.$field = words::read(c, words::$table, $lang, false);
                f.$field.is_some()
            },
            write: |f| f.$field.map_or("", |v| words::text_of(words::$table, &v, $lang)).to_string(),
        }
    };
}

/// A part's words in one language: where they stand, their rank there (the order written), a
/// reader (sets the filter's field; `false`, cursor unchanged, when the words are not there) and
/// a writer ("" when the filter has no such part).
pub struct Words {
    pub at: At,
    pub rank: u8,
    pub read: fn(&mut Cursor, &mut Filter) -> bool,
    pub write: fn(&Filter) -> String,
}

/// One part of a field-card filter in both languages.
pub struct Part {
    pub name: &'static str,
    pub en: Words,
    pub ja: Words,
}

impl Part {
    fn words(&self, lang: Lang) -> &Words {
        match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }
}

/// A part a language writes with another row's words (a Japanese partial trait is the traits'
/// 『X』を含む特徴を持つ) or not inside the filter at all.
const NONE: Words = Words { at: At::Before, rank: u8::MAX, read: |_, _| false, write: |_| String::new() };

/// `(min, max)` of "N or less", "N or more", "N" (exactly).
fn bound(min: Option<i32>, max: Option<i32>, less: &str, more: &str, exactly: &str) -> Option<String> {
    match (min, max) {
        (Some(a), Some(b)) if a == b => Some(exactly.replace('N', &a.to_string())),
        (None, Some(b)) => Some(less.replace('N', &b.to_string())),
        (Some(a), None) => Some(more.replace('N', &a.to_string())),
        _ => None,
    }
}

/// English " with a cost of 3 or less" (after `lead`): `N or less`, `N or more`, `N to M`, `N`.
fn en_cost(c: &mut Cursor, lead: &str) -> Option<(Option<i32>, Option<i32>)> {
    crate::compile::en::cost_range(c, lead)
}

/// English " with 5000 power or less" (`base`: " with 5000 base power or less", printed also
/// " with a base power of 5000 or less").
fn en_power(c: &mut Cursor, base: bool, after_cost: bool) -> Option<(Option<i32>, Option<i32>)> {
    if base {
        if let Some(v) = en_cost(c, " with a base power of ").filter(|(lo, hi)| !(lo.is_some() && hi.is_some() && lo != hi)) {
            return Some(v);
        }
    }
    c.attempt(|c| {
        // "with a cost of 3 or more and 7000 power or more": a printing (`render::VARIANTS_EN`)
        (c.lit(" with ") || (after_cost && !base && c.lit(" and "))).then_some(())?;
        let n = c.num()?;
        if base {
            c.lit(" base power").then_some(())?;
            return Some(if c.lit(" or less") {
                (None, Some(n))
            } else if c.lit(" or more") {
                (Some(n), None)
            } else {
                (Some(n), Some(n))
            });
        }
        if c.any(&[" power or less", " or less power"]) {
            Some((None, Some(n)))
        } else if c.any(&[" power or more", " or more power"]) {
            Some((Some(n), None))
        } else {
            c.lit(" power").then_some((Some(n), Some(n)))
        }
    })
}

/// English " with 2000 to 5000 power" (both bounds).
fn en_power_range(c: &mut Cursor) -> Option<(Option<i32>, Option<i32>)> {
    c.attempt(|c| {
        c.lit(" with ").then_some(())?;
        let n = c.num()?;
        c.lit(" to ").then_some(())?;
        let m = c.num().filter(|m| *m > n)?;
        c.lit(" power").then_some((Some(n), Some(m)))
    })
}

/// Japanese 「コスト3以下の」 (after `lead`): 以下の, 以上の, の (exactly), and with `range`
/// 「コスト3から5の」 (a base value is also printed with 「が」: 「元々のコストが5の」).
pub(crate) fn ja_bound(c: &mut Cursor, lead: &str, range: bool) -> Option<(Option<i32>, Option<i32>)> {
    c.attempt(|c| {
        c.lit(lead).then_some(())?;
        let n = c.num()?;
        // 「コスト3以上でパワー7000以上の」: a printing of 「…以上の」 (`render::VARIANTS_JA`)
        if c.lit("以下の") || (c.starts("以下でパワー") && c.lit("以下で")) {
            Some((None, Some(n)))
        } else if c.lit("以上の") || (c.starts("以上でパワー") && c.lit("以上で")) {
            Some((Some(n), None))
        } else if c.lit("の") {
            Some((Some(n), Some(n)))
        } else if range {
            // 「コスト3と4の」: two costs in a row, the range (written back through its
            // `render::VARIANTS_JA` pair)
            let m = if c.lit("と") { c.num().filter(|m| *m == n + 1)? } else {
                c.lit("から").then_some(())?;
                c.num().filter(|m| *m > n)?
            };
            c.lit("の").then_some((Some(n), Some(m)))
        } else {
            None
        }
    })
}

fn set(v: Option<(Option<i32>, Option<i32>)>, min: &mut Option<i32>, max: &mut Option<i32>) -> bool {
    let Some((lo, hi)) = v else { return false };
    (*min, *max) = (lo, hi);
    true
}

fn has_cost(f: &Filter) -> bool {
    f.cost_min.is_some() || f.cost_max.is_some()
}

fn partial(f: &Filter) -> Option<&str> {
    match &f.traits[..] {
        [t] => t.strip_suffix('*'),
        _ => None,
    }
}

/// Every part of a field-card filter.
pub static PARTS: &[Part] = &[
    Part {
        name: "not-named",
        en: Words {
            at: At::After,
            rank: 8,
            read: |c, f| {
                f.name_not.is_none()
                    && c.attempt(|c| {
                        c.lit(" other than ").then_some(())?;
                        f.name_not = Some(crate::compile::en::bracket_name(c)?);
                        Some(())
                    })
                    .is_some()
            },
            write: |f| f.name_not.as_ref().map_or(String::new(), |n| format!(" other than [{n}]")),
        },
        ja: Words {
            at: At::Before,
            rank: 0,
            read: |c, f| {
                f.name_not.is_none()
                    && c.attempt(|c| {
                        let n = crate::compile::ja::name(c)?;
                        c.lit("以外の").then(|| f.name_not = Some(n))
                    })
                    .is_some()
            },
            write: |f| f.name_not.as_ref().map_or(String::new(), |n| format!("「{n}」以外の")),
        },
    },
    Part {
        name: "rested",
        en: Words {
            at: At::Before,
            rank: 0,
            read: |c, f| {
                f.rested = if c.lit("rested ") { Some(true) } else if c.lit("active ") { Some(false) } else { return false };
                true
            },
            write: |f| f.rested.map_or("", |r| if r { "rested " } else { "active " }).to_string(),
        },
        ja: Words {
            at: At::Before,
            rank: 1,
            read: |c, f| {
                f.rested = if c.lit("レストの") { Some(true) } else if c.lit("アクティブの") { Some(false) } else { return false };
                true
            },
            write: |f| f.rested.map_or("", |r| if r { "レストの" } else { "アクティブの" }).to_string(),
        },
    },
    Part {
        name: "cost",
        en: Words {
            at: At::After,
            rank: 3,
            // " with a cost 5 or less": a printing without "of" (`render::VARIANTS_EN`)
            read: |c, f| set(en_cost(c, " with a cost of ").or_else(|| en_cost(c, " with a cost ")), &mut f.cost_min, &mut f.cost_max),
            write: |f| match (f.cost_min, f.cost_max) {
                (Some(a), Some(b)) if a < b => format!(" with a cost of {a} to {b}"),
                (a, b) => bound(a, b, " with a cost of N or less", " with a cost of N or more", " with a cost of N").unwrap_or_default(),
            },
        },
        ja: Words {
            at: At::Before,
            rank: 2,
            read: |c, f| set(ja_bound(c, "コスト", true), &mut f.cost_min, &mut f.cost_max),
            write: |f| match (f.cost_min, f.cost_max) {
                (Some(a), Some(b)) if a < b => format!("コスト{a}から{b}の"),
                (a, b) => bound(a, b, "コストN以下の", "コストN以上の", "コストNの").unwrap_or_default(),
            },
        },
    },
    Part {
        name: "base-cost",
        en: Words {
            at: At::After,
            rank: 4,
            read: |c, f| set(en_cost(c, " with a base cost of "), &mut f.base_cost_min, &mut f.base_cost_max),
            write: |f| bound(f.base_cost_min, f.base_cost_max, " with a base cost of N or less", " with a base cost of N or more", " with a base cost of N").unwrap_or_default(),
        },
        ja: Words {
            at: At::Before,
            rank: 3,
            read: |c, f| set(ja_bound(c, "元々のコスト", false).or_else(|| ja_bound(c, "元々のコストが", false)), &mut f.base_cost_min, &mut f.base_cost_max),
            write: |f| bound(f.base_cost_min, f.base_cost_max, "元々のコストN以下の", "元々のコストN以上の", "元々のコストNの").unwrap_or_default(),
        },
    },
    Part {
        name: "power",
        en: Words {
            at: At::After,
            rank: 5,
            read: |c, f| set(en_power(c, false, has_cost(f)), &mut f.power_min, &mut f.power_max),
            write: |f| bound(f.power_min, f.power_max, " with N power or less", " with N power or more", " with N power").unwrap_or_default(),
        },
        ja: Words {
            at: At::Before,
            rank: 4,
            read: |c, f| set(ja_bound(c, "パワー", false), &mut f.power_min, &mut f.power_max),
            write: |f| bound(f.power_min, f.power_max, "パワーN以下の", "パワーN以上の", "パワーNの").unwrap_or_default(),
        },
    },
    Part {
        name: "base-power",
        en: Words {
            at: At::After,
            rank: 6,
            read: |c, f| set(en_power(c, true, false), &mut f.base_power_min, &mut f.base_power_max),
            write: |f| bound(f.base_power_min, f.base_power_max, " with N base power or less", " with N base power or more", " with N base power").unwrap_or_default(),
        },
        ja: Words {
            at: At::Before,
            rank: 5,
            read: |c, f| set(ja_bound(c, "元々のパワー", false).or_else(|| ja_bound(c, "元々のパワーが", false)), &mut f.base_power_min, &mut f.base_power_max),
            write: |f| bound(f.base_power_min, f.base_power_max, "元々のパワーN以下の", "元々のパワーN以上の", "元々のパワーNの").unwrap_or_default(),
        },
    },
    Part {
        // "Characters without an [On Play] effect (and) with a cost of 8 or less"
        name: "without-auto",
        en: Words {
            at: At::After,
            rank: 0,
            read: |c, f| {
                c.attempt(|c| {
                    c.any(&[" without an ", " without a "]).then_some(())?;
                    let w = words::when_tag(c, Lang::En)?;
                    c.lit(" effect").then_some(())?;
                    if c.starts(" and with ") {
                        c.lit(" and");
                    }
                    f.without_auto = Some(w);
                    Some(())
                })
                .is_some()
            },
            write: |f| {
                let Some(w) = &f.without_auto else { return String::new() };
                let tag = words::text_of(words::WHENS, w, Lang::En);
                let article = if tag.chars().nth(1).is_some_and(|c| "AEIOU".contains(c)) { "an" } else { "a" };
                format!(" without {article} {tag} effect{}", if has_cost(f) { " and" } else { "" })
            },
        },
        ja: Words {
            at: At::Before,
            rank: 6,
            read: |c, f| {
                c.attempt(|c| {
                    let w = words::when_tag(c, Lang::Ja)?;
                    c.lit("効果を持たない").then(|| f.without_auto = Some(w))
                })
                .is_some()
            },
            write: |f| f.without_auto.as_ref().map_or(String::new(), |w| format!("{}効果を持たない", words::text_of(words::WHENS, w, Lang::Ja))),
        },
    },
    Part {
        // "Characters with no base effect" (元々の効果のないキャラ: no printed ability, keyword or
        // trigger)
        name: "no-base-effect",
        en: Words {
            at: At::After,
            rank: 7,
            read: |c, f| c.lit(" with no base effect").then(|| f.no_text = Some(true)).is_some(),
            write: |f| if f.no_text == Some(true) { " with no base effect" } else { "" }.to_string(),
        },
        ja: Words {
            at: At::Before,
            rank: 6,
            read: |c, f| c.lit("元々の効果のない").then(|| f.no_text = Some(true)).is_some(),
            write: |f| if f.no_text == Some(true) { "元々の効果のない" } else { "" }.to_string(),
        },
    },
    Part {
        name: "colour",
        en: table_word!(colour, COLOURS, Lang::En, 1),
        ja: table_word!(colour, COLOURS, Lang::Ja, 7),
    },
    Part {
        // 「特徴《A》か【トリガー】を持つ」, 「特徴《A》か属性(斬)を持つ」: either quality
        name: "qualities",
        en: NONE,
        ja: Words {
            at: At::Before,
            rank: 8,
            read: |c, f| {
                f.any_of.is_empty()
                    && crate::compile::ja::qualities(c).map(|v| f.any_of = v).is_some()
            },
            write: |f| crate::render::ja::qualities(&f.any_of).unwrap_or_default(),
        },
    },
    Part {
        name: "traits",
        en: Words {
            at: At::Before,
            rank: 3,
            read: |c, f| {
                f.traits.is_empty()
                    && c.attempt(|c| {
                        let t = crate::compile::en::traits(c)?;
                        c.lit(" type ").then(|| f.traits = t)
                    })
                    .is_some()
            },
            write: |f| {
                if f.traits.is_empty() || partial(f).is_some() {
                    return String::new();
                }
                let t: Vec<String> = f.traits.iter().map(|t| format!("{{{t}}}")).collect();
                format!("{} type ", crate::render::en::or_list(t))
            },
        },
        ja: Words {
            at: At::Before,
            rank: 9,
            read: |c, f| f.traits.is_empty() && crate::compile::ja::traits(c).map(|t| f.traits = t).is_some(),
            write: |f| if f.traits.is_empty() { String::new() } else { crate::render::ja::traits(&f.traits) },
        },
    },
    Part {
        // ` with a type including "X"` (a partial trait, 2-4-3-1; Japanese: the traits' row)
        name: "type-including",
        en: Words {
            at: At::After,
            rank: 1,
            read: |c, f| f.traits.is_empty() && crate::compile::en::type_including(c).map(|t| f.traits = vec![format!("{t}*")]).is_some(),
            write: |f| partial(f).map_or(String::new(), |p| format!(" with a type including \"{p}\"")),
        },
        ja: NONE,
    },
    Part {
        name: "attribute",
        en: table_word!(attribute, ATTRIBUTES, Lang::En, 2),
        ja: table_word!(attribute, ATTRIBUTES, Lang::Ja, 10),
    },
    Part {
        // "[Blocker] Characters", 「【ブロッカー】を持つキャラ」 (live on the field)
        name: "keyword",
        en: Words {
            at: At::Before,
            rank: 4,
            read: |c, f| {
                f.keyword = c.attempt(|c| {
                    let k = words::read(c, words::KEYWORDS, Lang::En, false)?;
                    c.lit(" ").then_some(k)
                });
                f.keyword.is_some()
            },
            write: |f| f.keyword.map_or(String::new(), |k| format!("{} ", words::text_of(words::KEYWORDS, &k, Lang::En))),
        },
        ja: Words {
            at: At::Before,
            rank: 11,
            read: |c, f| {
                f.keyword = c.attempt(|c| {
                    let k = words::read(c, words::KEYWORDS, Lang::Ja, false)?;
                    c.lit("を持つ").then_some(k)
                });
                f.keyword.is_some()
            },
            write: |f| f.keyword.map_or(String::new(), |k| format!("{}を持つ", words::text_of(words::KEYWORDS, &k, Lang::Ja))),
        },
    },
    Part {
        // a cost bound counted when the clause resolves (Japanese: before the side, written by the
        // selection)
        name: "cost-max-life",
        en: Words {
            at: At::After,
            rank: 2,
            read: |c, f| {
                c.attempt(|c| {
                    c.lit(" with a cost equal to or less than ").then_some(())?;
                    let side = if c.lit("the total of your and your opponent's") {
                        Side::Either
                    } else if c.lit("the number of your opponent's") {
                        Side::Opponent
                    } else if c.lit("the number of your") || c.lit("your number of") {
                        // "your number of Life cards": a printing (`render::VARIANTS_EN`)
                        Side::You
                    } else {
                        return None;
                    };
                    c.lit(" Life cards").then(|| f.cost_max_life = Some(side))
                })
                .is_some()
            },
            write: |f| {
                let Some(side) = f.cost_max_life else { return String::new() };
                let whose = match side {
                    Side::Opponent => "number of your opponent's",
                    Side::You => "number of your",
                    Side::Either => "total of your and your opponent's",
                };
                format!(" with a cost equal to or less than the {whose} Life cards")
            },
        },
        ja: NONE,
    },
    Part {
        // Japanese: before the side, written by the selection (「このキャラ以外の自分の…」)
        name: "not-this",
        en: Words {
            at: At::After,
            rank: 9,
            read: |c, f| {
                f.not_this = c.lit(" other than this Character") || c.lit(" other than this card");
                f.not_this
            },
            write: |f| if f.not_this { " other than this Character" } else { "" }.to_string(),
        },
        ja: NONE,
    },
];

/// Reads the parts standing at `at` in `lang` into `f`, in any order, each once; Japanese parts
/// may be set apart by 「、」 (「相手のレストの、元々のコスト4以下のキャラ」, 「相手のコスト3以下の、
/// 特徴《A》か《B》を持つキャラ」: written back through `render::VARIANTS_JA` pairs).
pub fn read_parts(c: &mut Cursor, lang: Lang, at: At, f: &mut Filter) {
    let mut done = [false; 32];
    let read_round = |c: &mut Cursor, f: &mut Filter, done: &mut [bool; 32]| {
        let mut more = false;
        for (i, p) in PARTS.iter().enumerate() {
            let w = p.words(lang);
            if !done[i] && w.at == at && (w.read)(c, f) {
                done[i] = true;
                more = true;
            }
        }
        more
    };
    loop {
        let mut more = read_round(c, f, &mut done);
        if !more && lang == Lang::Ja && at == At::Before && done.iter().any(|d| *d) && c.starts("、") {
            more = c.attempt(|c| (c.lit("、") && read_round(c, f, &mut done)).then_some(())).is_some();
        }
        if !more {
            return;
        }
    }
}

/// Writes the parts of `f` standing at `at` in `lang`, in their order.
pub fn write_parts(f: &Filter, lang: Lang, at: At) -> String {
    let mut v: Vec<&Words> = PARTS.iter().map(|p| p.words(lang)).filter(|w| w.at == at && w.rank != u8::MAX).collect();
    v.sort_by_key(|w| w.rank);
    v.iter().map(|w| (w.write)(f)).collect()
}

/// The words before the card word ("rested {Straw Hat Crew} type ", 「コスト3以下のレストの」).
pub fn read_before(c: &mut Cursor, lang: Lang) -> Filter {
    let mut f = Filter::any();
    read_parts(c, lang, At::Before, &mut f);
    f
}

/// The English words after the card word (" with a cost of 3 or less other than this Character").
pub fn read_after(c: &mut Cursor, mut f: Filter) -> Filter {
    read_parts(c, Lang::En, At::After, &mut f);
    f
}

pub fn write_before(f: &Filter, lang: Lang) -> String {
    write_parts(f, lang, At::Before)
}

pub fn write_after(f: &Filter) -> String {
    write_parts(f, Lang::En, At::After)
}

// ---------------------------------------------------------------------------------------------
// Selections

/// Field cards a clause acts on: one selection, "up to 1 each of your opponent's Leader and
/// Character cards" (「相手のリーダーとキャラ1枚ずつまで」), or two joined by "and" / 「と」
/// ([`Selector::also`]): "up to 1 of … with a cost of 3 or less and up to 1 of … with a cost of 2
/// or less", 「相手の、コスト3以下のキャラ1枚までとコスト2以下のキャラ1枚まで」 (the second without a
/// side is the first's), "this Character and up to 1 of …", 「このキャラと相手のキャラ1枚まで」.
pub fn read_selector(c: &mut Cursor, lang: Lang) -> Option<Selector> {
    if let Some(s) = leader_and_character_each(c, lang) {
        return Some(s);
    }
    if let Some(s) = leader_and_characters(c, lang) {
        return Some(s);
    }
    let first = single(c, lang)?;
    if first.all || first.what == Targetable::Chosen {
        return Some(first);
    }
    let second = c.attempt(|c| match lang {
        Lang::En => {
            // the second selection chooses too ("up to 1 of …"), and is not the subject of a
            // clause of its own ("… and up to 1 of your Characters gains …")
            c.lit(" and ").then_some(())?;
            c.starts("up to ").then_some(())?;
            let s = single(c, lang)?;
            let subject = [" gain", " cannot", " can ", " will ", " is ", " are "].iter().any(|w| c.starts(w));
            (s.up_to && !s.all && !subject).then_some(s)
        }
        Lang::Ja => {
            c.lit("と").then_some(())?;
            c.lit("、");
            let mut s = single(c, lang)?;
            (s.up_to && !s.all).then_some(())?;
            if s.side == Side::Either && first.what != Targetable::This {
                s.side = first.side;
            }
            Some(s)
        }
    });
    Some(match second {
        Some(s) => first.and(s),
        None => first,
    })
}

/// "up to 1 each of your opponent's Leader and Character cards" (「相手のリーダーとキャラ1枚ずつ
/// まで」; 「…1枚まで」 without 「ずつ」 is a printing of it): up to 1 of the Leader and up to 1 of
/// the Characters.
fn leader_and_character_each(c: &mut Cursor, lang: Lang) -> Option<Selector> {
    c.attempt(|c| {
        let (side, n) = match lang {
            Lang::En => {
                c.word("up to ").then_some(())?;
                let n = c.count()?;
                c.any(&[" each of ", " of each of "]).then_some(())?;
                let side = side(c, lang)?;
                c.lit("Leader and Character cards").then_some((side, n))?
            }
            Lang::Ja => {
                let side = side(c, lang)?;
                c.lit("リーダーとキャラ").then_some(())?;
                let n = c.count()?;
                c.any(&["枚ずつまで", "枚まで"]).then_some((side, n))?
            }
        };
        Some(Selector::up_to(n, side, Targetable::Leader, Filter::any()).and(Selector::up_to(n, side, Targetable::Character, Filter::any())))
    })
}

/// "your opponent's rested Leader and up to 1 Character card" (「相手のレストの、リーダーとキャラ1枚
/// まで」): the Leader, if it matches, and up to N of the Characters that match — the parts
/// before the card words (English) or before 「、」 (Japanese) shared by both.
fn leader_and_characters(c: &mut Cursor, lang: Lang) -> Option<Selector> {
    c.attempt(|c| {
        let side = side(c, lang)?;
        let f = read_before(c, lang);
        (f != Filter::any()).then_some(())?;
        let n = match lang {
            Lang::En => {
                c.lit("Leader and up to ").then_some(())?;
                let n = c.count()?;
                c.lit(if n == 1 { " Character card" } else { " Character cards" }).then_some(n)?
            }
            Lang::Ja => {
                c.lit("、リーダーとキャラ").then_some(())?;
                let n = c.count()?;
                c.lit("枚まで").then_some(n)?
            }
        };
        let leader = Selector { up_to: false, ..Selector::up_to(1, side, Targetable::Leader, f.clone()) };
        Some(leader.and(Selector::up_to(n, side, Targetable::Character, f)))
    })
}

/// "your opponent's " / "your " (「相手の」/「自分の」).
fn side(c: &mut Cursor, lang: Lang) -> Option<Side> {
    let (opp, you) = match lang {
        Lang::En => ("your opponent's ", "your "),
        Lang::Ja => ("相手の", "自分の"),
    };
    if c.lit(opp) {
        Some(Side::Opponent)
    } else {
        c.lit(you).then_some(Side::You)
    }
}

/// The English card word of a selection (`plural` after a count other than 1 or a side).
pub(crate) fn en_what(c: &mut Cursor, plural: bool) -> Option<Targetable> {
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

/// The Japanese card word of a selection.
pub(crate) fn ja_what(c: &mut Cursor) -> Option<Targetable> {
    if c.lit("リーダーかキャラ") {
        Some(Targetable::LeaderOrCharacter)
    } else if c.lit("キャラ") {
        Some(Targetable::Character)
    } else if c.lit("リーダー") {
        Some(Targetable::Leader)
    } else if c.lit("ステージ") {
        Some(Targetable::Stage)
    } else {
        None
    }
}

/// One selection: a shape of the selector table, "your Leader", "this Character", "all of …",
/// "up to N of …".
fn single(c: &mut Cursor, lang: Lang) -> Option<Selector> {
    if let Some(s) = super::parse_selector(c, lang) {
        return Some(s);
    }
    match lang {
        Lang::En => en_single(c),
        Lang::Ja => ja_single(c),
    }
}

fn en_single(c: &mut Cursor) -> Option<Selector> {
    c.attempt(|c| {
        // "your opponent's Leader and all of their Characters", "your Leader and all of your
        // Characters": the Leader and every Character of that player
        if let Some(side) = c.attempt(|c| {
            let side = if c.word("your opponent's ") { Side::Opponent } else { c.word("your ").then_some(Side::You)? };
            c.lit("Leader and all of ").then_some(())?;
            c.lit(if side == Side::Opponent { "their Characters" } else { "your Characters" }).then_some(side)
        }) {
            return Some(Selector::all(side, Targetable::LeaderOrCharacter, Filter::any()));
        }
        if c.word("your Leader") {
            return Some(Selector::your_leader());
        }
        if c.word("this Character") || c.word("this Leader") || c.word("this Stage") || c.word("this card") {
            return Some(Selector::this());
        }
        // "all of your opponent's rested Characters with a cost of 3 or less", "all Characters …",
        // "all of your {X} type Leader and Character cards"
        if c.word("all ") {
            let side = if c.lit("of ") { side(c, Lang::En)? } else { Side::Either };
            let f = read_before(c, Lang::En);
            let w = c.lit("Leader and Character cards").then_some(Targetable::LeaderOrCharacter).or_else(|| en_what(c, true)).filter(|w| matches!(w, Targetable::Character | Targetable::Stage | Targetable::LeaderOrCharacter))?;
            return Some(Selector::all(side, w, read_after(c, f)));
        }
        // "1 of your Characters" (no "up to"): exactly that many of the player's own Characters
        // (8-4-4-1), read only in that shape
        if let Some(n) = c.attempt(|c| {
            let n = c.count()?;
            c.lit(" of your Characters").then_some(n)
        }) {
            return Some(Selector { up_to: false, ..Selector::up_to(n, Side::You, Targetable::Character, Filter::any()) });
        }
        c.word("up to ").then_some(())?;
        // "up to a total of 2 of your opponent's Leader or Character cards": the same choice
        let total = c.lit("a total of ");
        let n = c.count()?;
        let side = if c.lit(" of ") {
            Some(side(c, Lang::En)?)
        } else if c.lit(" ") {
            None
        } else {
            return None;
        };
        let f = read_before(c, Lang::En);
        // "up to 1 {X} type Leader or Character card on your field": the player's own
        let (side, w) = if c.attempt(|c| (side.is_none() && n == 1 && c.lit("Leader or Character card on your field")).then_some(())).is_some() {
            (Some(Side::You), Targetable::LeaderOrCharacter)
        } else if total && side.is_some() && c.lit("Leader and Character cards") {
            // "up to a total of 3 of your Leader and Character cards": one choice among both
            (side, Targetable::LeaderOrCharacter)
        } else {
            (side, en_what(c, side.is_some() || n != 1)?)
        };
        if total && w != Targetable::LeaderOrCharacter {
            return None;
        }
        let mut f = read_after(c, f);
        // "{A} type Characters or Characters with a [Trigger]": either quality
        if w == Targetable::Character && !f.traits.is_empty() && c.lit(" or Characters with a [Trigger]") {
            f.any_of = vec![Filter { traits: std::mem::take(&mut f.traits), ..Filter::any() }, Filter { has_trigger: Some(true), ..Filter::any() }];
        }
        // "up to 2 of your opponent's Characters with a total power of 4000 or less"
        let total_power_max = (n > 1)
            .then(|| {
                c.attempt(|c| {
                    c.lit(" with a total power of ").then_some(())?;
                    let p = c.num()?;
                    c.lit(" or less").then_some(p)?;
                    // only where the act follows the cards (K.O., rest, return, place, trash), as
                    // the Japanese writes it between the cards and that verb
                    [".", " to the ", " at the ", " and ", ","].iter().any(|w| c.starts(w)).then_some(p)
                })
            })
            .flatten();
        Some(Selector::up_to(n, side.unwrap_or(Side::Either), w, f).with_total_power_max(total_power_max))
    })
}

fn ja_single(c: &mut Cursor) -> Option<Selector> {
    c.attempt(|c| {
        if c.lit("自分のリーダー") && !c.starts("か") && !c.starts("とキャラ合計") && !c.starts("とキャラすべて") {
            if !c.starts("1枚まで") {
                return Some(Selector::your_leader());
            }
            c.lit("1枚まで");
            return Some(Selector::up_to(1, Side::You, Targetable::Leader, Filter::any()));
        }
        None
    })
    .or_else(|| {
        c.attempt(|c| {
            // 「相手のライフの枚数以下のコストを持つ」: a bound counted when the clause resolves
            let life = c.attempt(|c| {
                if c.lit("お互いのライフの合計枚数以下のコストを持つ") {
                    return Some(Side::Either);
                }
                let side = side(c, Lang::Ja)?;
                c.lit("ライフの枚数以下のコストを持つ").then_some(side)
            });
            let not_this = c.lit("このキャラ以外の");
            if !not_this && life.is_none() && c.any(&["このキャラ", "このリーダー", "このステージ", "このカード"]) {
                return Some(Selector::this());
            }
            let name_not = c.attempt(|c| {
                let n = crate::compile::ja::name(c)?;
                c.lit("以外の").then_some(n)
            });
            let side = side(c, Lang::Ja).unwrap_or(Side::Either);
            // 「相手の、パワー3000以下のキャラ1枚までと…」: the side set apart from its limits
            if side != Side::Either {
                c.lit("、");
            }
            let mut f = read_before(c, Lang::Ja);
            f.not_this = not_this;
            f.cost_max_life = life;
            if name_not.is_some() {
                f.name_not = name_not;
            }
            if !f.traits.is_empty() || side == Side::Opponent {
                c.lit("、");
            }
            // 「リーダーかコスト5以下のキャラ」: the cost or power limit of the Character part
            if !has_cost(&f) && f.power_max.is_none() && f.power_min.is_none() {
                if let Some(inner) = c.attempt(|c| {
                    c.lit("リーダーか").then_some(())?;
                    let mut inner = Filter::any();
                    set(ja_bound(c, "コスト", true), &mut inner.cost_min, &mut inner.cost_max);
                    set(ja_bound(c, "パワー", false), &mut inner.power_min, &mut inner.power_max);
                    (inner != Filter::any() && c.lit("キャラ")).then_some(inner)
                }) {
                    f.cost_max = inner.cost_max;
                    f.cost_min = inner.cost_min;
                    f.power_max = inner.power_max;
                    f.power_min = inner.power_min;
                    let n = c.count()?;
                    c.lit("枚まで").then_some(())?;
                    return Some(Selector::up_to(n, side, Targetable::LeaderOrCharacter, f));
                }
            }
            // 「相手のリーダーとキャラすべて」: the Leader and every Character
            if c.lit("リーダーとキャラすべて") {
                return Some(Selector::all(side, Targetable::LeaderOrCharacter, f));
            }
            // 「リーダーとキャラ合計3枚まで」: one choice among both
            let w = if c.starts("リーダーとキャラ合計") {
                c.lit("リーダーとキャラ");
                Targetable::LeaderOrCharacter
            } else {
                ja_what(c)?
            };
            // 「コスト1以下のキャラすべて」: every matching card, no choice; 「自分のキャラは、…KOされない」
            // names them all too
            if w != Targetable::Leader && (c.lit("すべて") || (side == Side::You && w == Targetable::Character && c.starts("は、"))) {
                return Some(Selector::all(side, w, f));
            }
            // 「リーダーかキャラ合計2枚まで」: the same choice
            if w == Targetable::LeaderOrCharacter {
                c.lit("合計");
            }
            let n = c.count()?;
            // 「自分のキャラ1枚」 (no 「まで」): exactly that many of the player's own Characters,
            // read only in that shape
            if side == Side::You && w == Targetable::Character && f == Filter::any() && !c.starts("枚まで") && c.lit("枚") {
                return Some(Selector { up_to: false, ..Selector::up_to(n, side, w, f) });
            }
            c.lit("枚まで").then_some(())?;
            Some(Selector::up_to(n, side, w, f))
        })
    })
}

/// Writes a selection (the card's own words from `ctx`: "this Character", 「このステージ」).
pub fn write_selector(ctx: &Ctx, s: &Selector, lang: Lang) -> String {
    let side_words = |side: Side| match (lang, side) {
        (Lang::En, Side::Opponent) => "your opponent's",
        (Lang::En, _) => "your",
        (Lang::Ja, Side::Opponent) => "相手の",
        (Lang::Ja, _) => "自分の",
    };
    if let Some(second) = s.also() {
        let first = s.without_also();
        let each = |sel: &Selector, what| sel.what == what && sel.up_to && !sel.all && sel.filter == Filter::any() && sel.more.is_none() && sel.side != Side::Either;
        if each(&first, Targetable::Leader) && each(second, Targetable::Character) && first.side == second.side && first.count == second.count {
            return match lang {
                Lang::En => format!("up to {} each of {} Leader and Character cards", first.count, side_words(first.side)),
                Lang::Ja => format!("{}リーダーとキャラ{}枚ずつまで", side_words(first.side), first.count),
            };
        }
        // "your opponent's rested Leader and up to 1 Character card" (「相手のレストの、リーダーとキャラ1枚まで」)
        if first.what == Targetable::Leader && !first.up_to && first.count == 1 && s.total_power_max().is_none() && first.filter != Filter::any()
            && second.what == Targetable::Character && second.up_to && !second.all && second.more.is_none()
            && second.side == first.side && first.side != Side::Either && second.filter == first.filter
        {
            let before = write_before(&first.filter, lang);
            return match lang {
                Lang::En => format!("{} {before}Leader and up to {} Character card{}", side_words(first.side), second.count, if second.count == 1 { "" } else { "s" }),
                Lang::Ja => format!("{}{before}、リーダーとキャラ{}枚まで", side_words(first.side), second.count),
            };
        }
        if lang == Lang::En {
            return format!("{} and {}", write_selector(ctx, &first, lang), write_selector(ctx, second, lang));
        }
        // one side for both: 「相手の、コスト3以下のキャラ1枚までとコスト2以下のキャラ1枚まで」
        let own_side = |sel: &Selector| matches!(sel.what, Targetable::Character | Targetable::Stage | Targetable::LeaderOrCharacter) && sel.filter.cost_max_life.is_none() && !sel.filter.not_this;
        if first.side != Side::Either && first.side == second.side && own_side(&first) && own_side(second) {
            let bare = |sel: &Selector| write_selector(ctx, &Selector { side: Side::Either, ..sel.clone() }, lang);
            return format!("{}、{}と{}", side_words(first.side), bare(&first), bare(second));
        }
        let join = if first.what == Targetable::This { "と" } else { "と、" };
        return format!("{}{join}{}", write_selector(ctx, &first, lang), write_selector(ctx, second, lang));
    }
    if lang == Lang::En {
        if let Some(total) = s.total_power_max() {
            return format!("{} with a total power of {total} or less", write_selector(ctx, &s.clone().with_total_power_max(None), lang));
        }
    }
    if s.what == Targetable::This {
        return this(ctx, lang).to_string();
    }
    if let Some(t) = super::render_selector(s, lang) {
        return t;
    }
    if s.what == Targetable::Leader && !s.up_to && s.side == Side::You {
        return match lang {
            Lang::En => "your Leader",
            Lang::Ja => "自分のリーダー",
        }
        .into();
    }
    match lang {
        Lang::En => en_write(s),
        Lang::Ja => ja_write(ctx, s),
    }
}

fn this(ctx: &Ctx, lang: Lang) -> &'static str {
    match lang {
        Lang::En => crate::render::en::this(ctx),
        Lang::Ja => crate::render::ja::this(ctx),
    }
}

fn en_write(s: &Selector) -> String {
    let side = match s.side {
        Side::You => " of your ",
        Side::Opponent => " of your opponent's ",
        Side::Either => " ",
    };
    let (before, after) = (write_before(&s.filter, Lang::En), write_after(&s.filter));
    if s.all && s.what == Targetable::LeaderOrCharacter && s.side != Side::Either && s.filter == Filter::any() {
        return if s.side == Side::Opponent { "your opponent's Leader and all of their Characters" } else { "your Leader and all of your Characters" }.into();
    }
    if s.all {
        let what = match s.what {
            Targetable::LeaderOrCharacter => "Leader and Character cards",
            Targetable::Stage => "Stages",
            _ => "Characters",
        };
        return format!("all{side}{before}{what}{after}");
    }
    let plural = s.side != Side::Either || s.count != 1;
    let what = match (s.what, plural) {
        (Targetable::LeaderOrCharacter, _) => "Leader or Character cards",
        (Targetable::Character, true) => "Characters",
        (Targetable::Character, false) => "Character",
        (Targetable::Stage, true) => "Stages",
        (Targetable::Stage, false) => "Stage",
        (Targetable::Leader, _) => "Leader",
        (Targetable::This | Targetable::Chosen | Targetable::BattleOpponent, _) => "Character",
    };
    let up = if s.up_to { "up to " } else { "" };
    if let [a, b] = s.filter.any_of.as_slice() {
        if s.what == Targetable::Character && *b == (Filter { has_trigger: Some(true), ..Filter::any() }) && *a == (Filter { traits: a.traits.clone(), ..Filter::any() }) {
            let rest = Filter { traits: a.traits.clone(), any_of: Vec::new(), ..s.filter.clone() };
            return format!("{up}{}{side}{}{what}{} or Characters with a [Trigger]", s.count, write_before(&rest, Lang::En), write_after(&rest));
        }
    }
    format!("{up}{}{side}{before}{what}{after}", s.count)
}

fn ja_write(ctx: &Ctx, s: &Selector) -> String {
    let side = match s.side {
        Side::You => "自分の",
        Side::Opponent => "相手の",
        Side::Either => "",
    };
    let mut not_this = if s.filter.not_this { format!("{}以外の", this(ctx, Lang::Ja)) } else { String::new() };
    if let Some(side) = s.filter.cost_max_life {
        not_this.insert_str(0, match side {
            Side::Opponent => "相手のライフの枚数以下のコストを持つ",
            Side::You => "自分のライフの枚数以下のコストを持つ",
            Side::Either => "お互いのライフの合計枚数以下のコストを持つ",
        });
    }
    let comma = if !s.filter.traits.is_empty() && s.what == Targetable::LeaderOrCharacter { "、" } else { "" };
    let what = match s.what {
        Targetable::LeaderOrCharacter => "リーダーかキャラ",
        Targetable::Character | Targetable::This | Targetable::Chosen | Targetable::BattleOpponent => "キャラ",
        Targetable::Leader => "リーダー",
        Targetable::Stage => "ステージ",
    };
    if s.all {
        let what = if s.what == Targetable::LeaderOrCharacter { "リーダーとキャラ" } else { what };
        return format!("{not_this}{side}{}{comma}{what}すべて", write_before(&s.filter, Lang::Ja));
    }
    let up = if s.up_to { "まで" } else { "" };
    let f = &s.filter;
    if s.what == Targetable::LeaderOrCharacter && (has_cost(f) || f.power_max.is_some() || f.power_min.is_some()) {
        let outer = Filter { cost_max: None, cost_min: None, power_max: None, power_min: None, ..f.clone() };
        let inner = Filter { cost_max: f.cost_max, cost_min: f.cost_min, power_max: f.power_max, power_min: f.power_min, ..Filter::any() };
        return format!("{not_this}{side}{}{comma}リーダーか{}キャラ{}枚{up}", write_before(&outer, Lang::Ja), write_before(&inner, Lang::Ja), s.count);
    }
    format!("{not_this}{side}{}{comma}{what}{}枚{up}", write_before(f, Lang::Ja), s.count)
}

// ---------------------------------------------------------------------------------------------
// Hand and deck cards

/// One part of a hand, deck or trash filter ("{T} type", "with a cost of 3 or less",
/// 「コスト3以下の」) in both languages, as [`Part`] is for field cards; `shared`: a limit the
/// alternatives of "A or B with a cost of 5 or less" (「コスト5以下の、AかB」) share.
pub struct HandPart {
    pub name: &'static str,
    pub shared: bool,
    pub en: Words,
    pub ja: Words,
}

impl HandPart {
    fn words(&self, lang: Lang) -> &Words {
        match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }
}

/// The rank of the Japanese qualities (「特徴《A》か属性(斬)を持つ」): last before the card word.
const JA_QUALITIES: u8 = 10;

/// The English card-word qualities "{A} type or <Slash> attribute": `(traits, attribute)`.
fn en_qualities(alts: &[Filter]) -> Option<(&[String], opcg_engine::Attribute)> {
    match alts {
        [a, b] if !a.traits.is_empty() && *a == (Filter { traits: a.traits.clone(), ..Filter::any() }) => {
            let x = b.attribute?;
            (*b == Filter { attribute: Some(x), ..Filter::any() }).then_some((&a.traits[..], x))
        }
        _ => None,
    }
}

fn has_power(f: &Filter) -> bool {
    f.power_min.is_some() || f.power_max.is_some() || f.base_power_min.is_some() || f.base_power_max.is_some()
}

/// What a Japanese filter writes before its qualities ends in a limit: they are set apart by
/// 「、」 (「コスト4以下の、特徴《A》か属性(斬)を持つキャラカード」, but 「「名」以外の特徴…」).
fn ja_comma_after(limits: &str) -> &'static str {
    if limits.is_empty() || limits.ends_with("以外の") {
        ""
    } else {
        "、"
    }
}

/// Every part of a hand or deck filter.
pub static HAND_PARTS: &[HandPart] = &[
    HandPart {
        // "{A} type or <Slash> attribute Character card", 「…特徴《A》か属性(斬)を持つキャラカード」,
        // 「特徴《A》か【トリガー】を持つ」: either quality (English: read by the traits' row)
        name: "qualities",
        shared: false,
        en: Words {
            at: At::Before,
            rank: 0,
            read: |_, _| false,
            write: |f| en_qualities(&f.any_of).map_or(String::new(), |(t, a)| {
                format!("{} type or {} ", crate::render::en::or_list(t.iter().map(|t| format!("{{{t}}}")).collect()), words::text_of(words::ATTRIBUTES, &a, Lang::En).trim_end())
            }),
        },
        ja: Words {
            at: At::Before,
            rank: JA_QUALITIES,
            read: |c, f| {
                f.any_of.is_empty()
                    && c.attempt(|c| {
                        if c.starts("、特徴") {
                            c.lit("、");
                        }
                        crate::compile::ja::qualities(c)
                    })
                    .map(|v| f.any_of = v)
                    .is_some()
            },
            write: |f| {
                let Some(q) = crate::render::ja::qualities(&f.any_of) else { return String::new() };
                let limits = write_hand_parts(f, Lang::Ja, At::Before, |p| p.ja.rank < JA_QUALITIES);
                format!("{}{q}", ja_comma_after(&limits))
            },
        },
    },
    HandPart {
        // English: after the power limits, or, without them, after the cost ones (the next row)
        name: "not-named",
        shared: true,
        en: Words {
            at: At::After,
            rank: 8,
            read: |c, f| {
                f.name_not.is_none()
                    && c.attempt(|c| {
                        c.lit(" other than ").then_some(())?;
                        f.name_not = Some(crate::compile::en::bracket_name(c)?);
                        Some(())
                    })
                    .is_some()
            },
            write: |f| match &f.name_not {
                Some(n) if has_power(f) => format!(" other than [{n}]"),
                _ => String::new(),
            },
        },
        ja: Words {
            at: At::Before,
            rank: 0,
            read: |c, f| {
                f.name_not.is_none()
                    && c.attempt(|c| {
                        let n = crate::compile::ja::name(c)?;
                        // 「「名」以外で、コスト4以下の、…」 (a printing of 「以外の」)
                        (c.lit("以外の") || c.lit("以外で、")).then(|| f.name_not = Some(n))
                    })
                    .is_some()
            },
            write: |f| f.name_not.as_ref().map_or(String::new(), |n| format!("「{n}」以外の")),
        },
    },
    HandPart {
        name: "colour",
        shared: false,
        en: table_word!(colour, COLOURS, Lang::En, 1),
        ja: table_word!(colour, COLOURS, Lang::Ja, 6),
    },
    HandPart {
        name: "attribute",
        shared: false,
        en: table_word!(attribute, ATTRIBUTES, Lang::En, 2),
        ja: table_word!(attribute, ATTRIBUTES, Lang::Ja, 8),
    },
    HandPart {
        // "{A} or {B} type" ("{A} type or <Slash> attribute": either quality); 「特徴《A》か《B》を
        // 持つ」, 「『X』を含む特徴を持つ」 (a partial trait; English: the next row)
        name: "traits",
        shared: false,
        en: Words {
            at: At::Before,
            rank: 3,
            read: |c, f| {
                f.traits.is_empty()
                    && f.any_of.is_empty()
                    && c.attempt(|c| {
                        let t = crate::compile::en::traits(c)?;
                        c.lit(" type ").then_some(())?;
                        match c.attempt(|c| {
                            c.lit("or ").then_some(())?;
                            words::read(c, words::ATTRIBUTES, Lang::En, false)
                        }) {
                            Some(a) => f.any_of = vec![Filter { traits: t, ..Filter::any() }, Filter { attribute: Some(a), ..Filter::any() }],
                            None => f.traits = t,
                        }
                        Some(())
                    })
                    .is_some()
            },
            write: |f| {
                if f.traits.is_empty() || partial(f).is_some() {
                    return String::new();
                }
                format!("{} type ", crate::render::en::or_list(f.traits.iter().map(|t| format!("{{{t}}}")).collect()))
            },
        },
        ja: Words {
            at: At::Before,
            rank: 7,
            read: |c, f| {
                f.traits.is_empty()
                    && c.attempt(|c| {
                        if c.starts("、特徴") || c.starts("、『") {
                            c.lit("、");
                        }
                        crate::compile::ja::traits(c)
                    })
                    .map(|t| f.traits = t)
                    .is_some()
            },
            write: |f| if f.traits.is_empty() { String::new() } else { crate::render::ja::traits(&f.traits) },
        },
    },
    HandPart {
        // "card with a type including "X"" (a partial trait, 2-4-3-1; Japanese: the traits' row)
        name: "type-including",
        shared: false,
        en: Words {
            at: At::After,
            rank: 0,
            read: |c, f| f.traits.is_empty() && crate::compile::en::type_including(c).map(|t| f.traits = vec![format!("{t}*")]).is_some(),
            write: |f| partial(f).map_or(String::new(), |p| format!(" with a type including \"{p}\"")),
        },
        ja: NONE,
    },
    HandPart {
        // after a partial trait "and a cost of 3 or less"
        name: "cost",
        shared: true,
        en: Words {
            at: At::After,
            rank: 1,
            read: |c, f| {
                !has_cost(f)
                    && set(
                        en_cost(c, " with a cost of ").or_else(|| partial(f).and_then(|_| en_cost(c, " and a cost of "))),
                        &mut f.cost_min,
                        &mut f.cost_max,
                    )
            },
            write: |f| {
                let lead = if partial(f).is_some() { " and a cost of " } else { " with a cost of " };
                match (f.cost_min, f.cost_max) {
                    (Some(a), Some(b)) if a < b => format!("{lead}{a} to {b}"),
                    (a, b) => bound(a, b, "N or less", "N or more", "N").map_or(String::new(), |s| format!("{lead}{s}")),
                }
            },
        },
        ja: Words {
            at: At::Before,
            rank: 1,
            read: |c, f| !has_cost(f) && set(ja_bound(c, "コスト", true), &mut f.cost_min, &mut f.cost_max),
            write: |f| match (f.cost_min, f.cost_max) {
                (Some(a), Some(b)) if a < b => format!("コスト{a}から{b}の"),
                (a, b) => bound(a, b, "コストN以下の", "コストN以上の", "コストNの").unwrap_or_default(),
            },
        },
    },
    HandPart {
        name: "base-cost",
        shared: true,
        en: Words {
            at: At::After,
            rank: 2,
            read: |c, f| set(en_cost(c, " with a base cost of "), &mut f.base_cost_min, &mut f.base_cost_max),
            write: |f| bound(f.base_cost_min, f.base_cost_max, " with a base cost of N or less", " with a base cost of N or more", " with a base cost of N").unwrap_or_default(),
        },
        ja: Words {
            at: At::Before,
            rank: 2,
            read: |c, f| set(ja_bound(c, "元々のコスト", false), &mut f.base_cost_min, &mut f.base_cost_max),
            write: |f| bound(f.base_cost_min, f.base_cost_max, "元々のコストN以下の", "元々のコストN以上の", "元々のコストNの").unwrap_or_default(),
        },
    },
    HandPart {
        // "other than [Name]" of a filter without a power limit, written before "with a [Trigger]"
        // (read by the row above)
        name: "not-named-before-trigger",
        shared: true,
        en: Words {
            at: At::After,
            rank: 3,
            read: |_, _| false,
            write: |f| match &f.name_not {
                Some(n) if !has_power(f) => format!(" other than [{n}]"),
                _ => String::new(),
            },
        },
        ja: NONE,
    },
    HandPart {
        // "with a [Trigger]" ("and a [Trigger]" after a cost), 「【トリガー】を持つ」
        name: "trigger",
        shared: false,
        en: Words {
            at: At::After,
            rank: 4,
            read: |c, f| c.lit(if has_cost(f) { " and a [Trigger]" } else { " with a [Trigger]" }).then(|| f.has_trigger = Some(true)).is_some(),
            write: |f| match f.has_trigger {
                Some(true) if has_cost(f) => " and a [Trigger]",
                Some(true) => " with a [Trigger]",
                _ => "",
            }
            .to_string(),
        },
        ja: Words {
            at: At::Before,
            rank: 9,
            read: |c, f| c.lit("【トリガー】を持つ").then(|| f.has_trigger = Some(true)).is_some(),
            write: |f| if f.has_trigger == Some(true) { "【トリガー】を持つ" } else { "" }.to_string(),
        },
    },
    HandPart {
        // "with 2000 to 5000 power" (「パワー2000から5000の」): both bounds
        name: "power",
        shared: true,
        en: Words {
            at: At::After,
            rank: 5,
            read: |c, f| set(en_power(c, false, has_cost(f)).or_else(|| en_power_range(c)), &mut f.power_min, &mut f.power_max),
            write: |f| match (f.power_min, f.power_max) {
                (Some(a), Some(b)) if a < b => format!(" with {a} to {b} power"),
                (a, b) => bound(a, b, " with N power or less", " with N power or more", " with N power").unwrap_or_default(),
            },
        },
        ja: Words {
            at: At::Before,
            rank: 3,
            read: |c, f| set(ja_bound(c, "パワー", true), &mut f.power_min, &mut f.power_max),
            write: |f| match (f.power_min, f.power_max) {
                (Some(a), Some(b)) if a < b => format!("パワー{a}から{b}の"),
                (a, b) => bound(a, b, "パワーN以下の", "パワーN以上の", "パワーNの").unwrap_or_default(),
            },
        },
    },
    HandPart {
        name: "base-power",
        shared: true,
        en: Words {
            at: At::After,
            rank: 6,
            read: |c, f| set(en_power(c, true, false), &mut f.base_power_min, &mut f.base_power_max),
            write: |f| bound(f.base_power_min, f.base_power_max, " with N base power or less", " with N base power or more", " with N base power").unwrap_or_default(),
        },
        ja: Words {
            at: At::Before,
            rank: 4,
            read: |c, f| set(ja_bound(c, "元々のパワー", false), &mut f.base_power_min, &mut f.base_power_max),
            write: |f| bound(f.base_power_min, f.base_power_max, "元々のパワーN以下の", "元々のパワーN以上の", "元々のパワーNの").unwrap_or_default(),
        },
    },
    HandPart {
        // "… with a cost of 2 or less and no base effect" (English only after a limit)
        name: "no-base-effect",
        shared: false,
        en: Words {
            at: At::After,
            rank: 9,
            read: |c, f| (has_cost(f) || f.power_min.is_some() || f.power_max.is_some()) && c.lit(" and no base effect").then(|| f.no_text = Some(true)).is_some(),
            write: |f| if f.no_text == Some(true) { " and no base effect" } else { "" }.to_string(),
        },
        ja: Words {
            at: At::Before,
            rank: 5,
            read: |c, f| c.lit("元々の効果のない").then(|| f.no_text = Some(true)).is_some(),
            write: |f| if f.no_text == Some(true) { "元々の効果のない" } else { "" }.to_string(),
        },
    },
];

/// Reads the hand-filter parts standing at `at` in `lang` that `which` allows, in any order, each once.
fn read_hand_parts(c: &mut Cursor, lang: Lang, at: At, f: &mut Filter, which: fn(&HandPart) -> bool) {
    let mut done = [false; 32];
    loop {
        let mut more = false;
        for (i, p) in HAND_PARTS.iter().enumerate() {
            let w = p.words(lang);
            if !done[i] && w.at == at && which(p) && (w.read)(c, f) {
                done[i] = true;
                more = true;
            }
        }
        if !more {
            return;
        }
    }
}

/// Writes the hand-filter parts of `f` standing at `at` in `lang` that `which` allows, in their order.
fn write_hand_parts(f: &Filter, lang: Lang, at: At, which: fn(&HandPart) -> bool) -> String {
    let mut v: Vec<&Words> = HAND_PARTS.iter().filter(|p| which(p)).map(|p| p.words(lang)).filter(|w| w.at == at && w.rank != u8::MAX).collect();
    v.sort_by_key(|w| w.rank);
    v.iter().map(|w| (w.write)(f)).collect()
}

/// The card word of a hand filter ("Character card", 「キャラカード」, "\[Name\]", 「「名」」) into
/// `f`; `bare`: "Character" / 「キャラ」 (a printing of "Character card", not in a list of
/// alternatives), `named`: a name may stand for the card word. `Some(true)` when it takes a plural
/// "s" after a count other than 1 (a name does not).
fn read_card_word(c: &mut Cursor, lang: Lang, f: &mut Filter, bare: bool, named: bool) -> Option<bool> {
    let words: &[(&str, Option<opcg_engine::CardKind>)] = match lang {
        Lang::En => &[
            ("Character card", Some(opcg_engine::CardKind::Character)),
            ("Event card", Some(opcg_engine::CardKind::Event)),
            ("Event", Some(opcg_engine::CardKind::Event)),
            ("Stage card", Some(opcg_engine::CardKind::Stage)),
            ("Character", Some(opcg_engine::CardKind::Character)),
            ("card", None),
        ],
        Lang::Ja => &[
            ("キャラカード", Some(opcg_engine::CardKind::Character)),
            ("イベントカード", Some(opcg_engine::CardKind::Event)),
            ("イベント", Some(opcg_engine::CardKind::Event)),
            ("ステージカード", Some(opcg_engine::CardKind::Stage)),
            ("キャラ", Some(opcg_engine::CardKind::Character)),
            ("カード", None),
        ],
    };
    for (w, kind) in words {
        if (bare || !matches!(*w, "Character" | "キャラ")) && c.lit(w) {
            f.kind = *kind;
            return Some(true);
        }
    }
    if !named {
        return None;
    }
    let name = match lang {
        Lang::En => crate::compile::en::bracket_name(c)?,
        Lang::Ja => crate::compile::ja::name(c)?,
    };
    f.name = Some(opcg_engine::effect::NameMatch::Exact(name));
    Some(false)
}

/// Hand, deck or trash cards in `lang` (English in the plural after a count `n` other than 1):
/// "{T} type Character cards with a cost of 3 or less other than \[Name\]", 「「名」以外のコスト3以下の
/// 特徴《T》を持つキャラカード」, "\[Name\]"; alternatives "A or B" / "A, B, or C" (「AかB」) with the
/// limits they share after them (in Japanese before them).
pub fn read_hand(c: &mut Cursor, lang: Lang, n: u8) -> Option<Filter> {
    hand_alternatives(c, lang, n).or_else(|| c.attempt(|c| hand_single(c, lang, n)))
}

fn hand_single(c: &mut Cursor, lang: Lang, n: u8) -> Option<Filter> {
    let mut f = Filter::any();
    read_hand_parts(c, lang, At::Before, &mut f, |_| true);
    let named = f.traits.is_empty() && (lang == Lang::En || f.name_not.is_none());
    let plural = read_card_word(c, lang, &mut f, true, named)?;
    if lang == Lang::Ja {
        return Some(f);
    }
    if plural && n != 1 {
        c.lit("s").then_some(())?;
    } else if !plural && n == 1 {
        // "[Name] card"
        c.lit(" card");
    }
    read_hand_parts(c, lang, At::After, &mut f, |_| true);
    Some(f)
}

/// One alternative of "A or B" (colour, attribute, traits and the card word; the limits follow
/// the list): "<Slash> attribute card or green Event" (「属性(斬)を持つカードか緑のイベント」).
fn hand_alternative(c: &mut Cursor, lang: Lang, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        read_hand_parts(c, lang, At::Before, &mut f, |p| matches!(p.name, "colour" | "traits" | "attribute"));
        (f.any_of.is_empty()).then_some(())?;
        let named = f.traits.is_empty() && f.colour.is_none() && f.attribute.is_none();
        if !read_card_word(c, lang, &mut f, false, named)? {
            return Some(f);
        }
        if lang == Lang::En {
            // "Event or Stage cards": a bare "Event" before another alternative shares its plural
            if n != 1 && !c.lit("s") {
                (f.kind == Some(opcg_engine::CardKind::Event) && (c.starts(" or ") || c.starts(", "))).then_some(())?;
            }
            read_hand_parts(c, lang, At::After, &mut f, |p| p.name == "type-including");
        }
        (f != Filter::any()).then_some(f)
    })
}

fn hand_alternatives(c: &mut Cursor, lang: Lang, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        if lang == Lang::Ja {
            read_hand_parts(c, lang, At::Before, &mut f, |p| p.shared);
            c.lit("、");
        }
        let mut v = vec![hand_alternative(c, lang, n)?];
        match lang {
            Lang::En => loop {
                if c.lit(if v.len() == 1 { " or " } else { ", or " }) {
                    v.push(hand_alternative(c, lang, n)?);
                    break;
                }
                if !c.lit(", ") {
                    break;
                }
                v.push(hand_alternative(c, lang, n)?);
            },
            Lang::Ja => {
                while c.lit("か") {
                    v.push(hand_alternative(c, lang, n)?);
                }
            }
        }
        (v.len() >= 2).then_some(())?;
        if lang == Lang::En {
            read_hand_parts(c, lang, At::After, &mut f, |p| p.shared);
        }
        f.any_of = crate::compile::order_alternatives(v);
        crate::compile::hoist_shared_kind(&mut f);
        Some(f)
    })
}

/// The cards of "up to 1 each of \[A\], \[B\], and \[C\] with a cost of 2" / 「コスト2の、「A」と「B」と
/// 「C」それぞれ1枚ずつまで」 ([`Filter::one_each`]): alternatives joined by "and" / 「と」, the
/// limits they share after them in English, before them in Japanese (as "A or B").
pub fn read_hand_each(c: &mut Cursor, lang: Lang) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        if lang == Lang::Ja {
            read_hand_parts(c, lang, At::Before, &mut f, |p| p.shared);
            c.lit("、");
        }
        let mut v = vec![hand_alternative(c, lang, 1)?];
        match lang {
            Lang::En => loop {
                if c.lit(if v.len() == 1 { " and " } else { ", and " }) {
                    v.push(hand_alternative(c, lang, 1)?);
                    break;
                }
                if !c.lit(", ") {
                    break;
                }
                v.push(hand_alternative(c, lang, 1)?);
            },
            Lang::Ja => {
                while c.lit("と") {
                    v.push(hand_alternative(c, lang, 1)?);
                }
            }
        }
        (v.len() >= 2).then_some(())?;
        if lang == Lang::En {
            read_hand_parts(c, lang, At::After, &mut f, |p| p.shared);
        }
        f.any_of = crate::compile::order_alternatives(v);
        f.one_each = true;
        Some(f)
    })
}

/// Writes what [`read_hand_each`] reads.
pub fn write_hand_each(f: &Filter, lang: Lang) -> String {
    let outer = Filter { any_of: Vec::new(), one_each: false, ..f.clone() };
    let alts: Vec<String> = f.any_of.iter().map(|a| write_hand(a, lang, 1)).collect();
    match lang {
        Lang::En => {
            let list = match &alts[..] {
                [a, b] => format!("{a} and {b}"),
                [init @ .., last] if !init.is_empty() => format!("{}, and {last}", init.join(", ")),
                _ => alts.concat(),
            };
            format!("{list}{}", write_hand_parts(&outer, lang, At::After, |p| p.shared))
        }
        Lang::Ja => {
            let limits = write_hand_parts(&outer, lang, At::Before, |p| p.shared);
            format!("{limits}{}{}", ja_comma_after(&limits), alts.join("と"))
        }
    }
}

/// Writes hand, deck or trash cards (English in the plural after a count `n` other than 1).
pub fn write_hand(f: &Filter, lang: Lang, n: u8) -> String {
    let qualities = match lang {
        Lang::En => en_qualities(&f.any_of).is_some(),
        Lang::Ja => crate::render::ja::qualities(&f.any_of).is_some(),
    };
    if !f.any_of.is_empty() && !qualities {
        return write_hand_alternatives(f, lang, n);
    }
    let before = write_hand_parts(f, lang, At::Before, |_| true);
    let word = match (f.kind, &f.name, lang) {
        (None, Some(opcg_engine::effect::NameMatch::Exact(name)), Lang::En) if f.traits.is_empty() => return format!("{before}[{name}]{}", write_hand_parts(f, lang, At::After, |_| true)),
        (None, Some(opcg_engine::effect::NameMatch::Exact(name)), Lang::Ja) if f.traits.is_empty() && f.name_not.is_none() => return format!("{before}「{name}」"),
        (Some(opcg_engine::CardKind::Character), _, Lang::En) => "Character card",
        (Some(opcg_engine::CardKind::Event), _, Lang::En) if partial(f).is_some() => "Event card",
        (Some(opcg_engine::CardKind::Event), _, Lang::En) => "Event",
        (Some(opcg_engine::CardKind::Stage), _, Lang::En) => "Stage card",
        (_, _, Lang::En) => "card",
        (Some(opcg_engine::CardKind::Character), _, Lang::Ja) => "キャラカード",
        (Some(opcg_engine::CardKind::Event), _, Lang::Ja) => "イベント",
        (Some(opcg_engine::CardKind::Stage), _, Lang::Ja) => "ステージカード",
        (_, _, Lang::Ja) => "カード",
    };
    match lang {
        Lang::En => format!("{before}{word}{}{}", if n == 1 { "" } else { "s" }, write_hand_parts(f, lang, At::After, |_| true)),
        Lang::Ja => format!("{before}{word}"),
    }
}

fn write_hand_alternatives(f: &Filter, lang: Lang, n: u8) -> String {
    let outer = Filter { any_of: Vec::new(), ..f.clone() };
    let last = f.any_of.len().saturating_sub(1);
    let alts: Vec<String> = f
        .any_of
        .iter()
        // the kind they share in each alternative's card word (`compile::hoist_shared_kind`)
        .map(|a| if a.kind.is_none() && a.name.is_none() { Filter { kind: f.kind, ..a.clone() } } else { a.clone() })
        .enumerate()
        .map(|(i, a)| match (&a.name, a.kind, a.traits.is_empty(), lang) {
            (Some(opcg_engine::effect::NameMatch::Exact(name)), None, true, Lang::En) => format!("[{name}]"),
            (Some(opcg_engine::effect::NameMatch::Exact(name)), None, true, Lang::Ja) => format!("「{name}」"),
            // "Event or Stage cards": the plural of the last alternative only
            (None, Some(opcg_engine::CardKind::Event), true, Lang::En) if a.colour.is_none() => (if n == 1 || i < last { "Event" } else { "Events" }).to_string(),
            _ => write_hand(&a, lang, n),
        })
        .collect();
    match lang {
        Lang::En => format!("{}{}", crate::render::en::or_list(alts), write_hand_parts(&outer, lang, At::After, |p| p.shared)),
        Lang::Ja => {
            let limits = write_hand_parts(&outer, lang, At::Before, |p| p.shared);
            format!("{limits}{}{}", ja_comma_after(&limits), alts.join("か"))
        }
    }
}
