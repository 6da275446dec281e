//! Hole kinds: how a hole's value reads and writes in each language. Each kind calls the
//! readers and writers the grammars share, so a card filter reads the same inside a table
//! template as anywhere else.

use opcg_engine::effect::{ActTiming, Duration, Filter, NameMatch, Prohibition, Selector, Side, StaticTarget, When};
use opcg_engine::Keyword;
use game_core::Lang;

use super::template::{HoleValue, Val};
use super::{filter, words};
use crate::compile::cursor::Cursor;
use crate::compile::{en as cen, ja as cja};
use crate::render::{en as ren, ja as rja};

type Read = fn(&mut Cursor, Option<&Val>) -> Option<Val>;
type Write = fn(&Val, Option<&Val>) -> Option<String>;

/// A hole kind: a reader and a writer per language. The optional second value is the hole's
/// parameter (`{x@y}`: the value of `y`).
pub struct Kind {
    pub en_read: Read,
    pub ja_read: Read,
    pub en_write: Write,
    pub ja_write: Write,
}

/// The count a `{x@n}` hole agrees with (a count or a number: "4 or more Events").
fn count_of(p: Option<&Val>) -> u8 {
    match p {
        Some(Val::Count(n)) => *n,
        Some(Val::Int(n)) => u8::try_from(*n).unwrap_or(u8::MAX),
        _ => 1,
    }
}

/// A count of cards or DON!! (0‥=255), in digits (ASCII or full-width when reading).
pub static COUNT: Kind = Kind {
    en_read: |c, _| c.count().map(Val::Count),
    ja_read: |c, _| c.count().map(Val::Count),
    en_write: |v, _| u8::from_val(v).map(|n| n.to_string()),
    ja_write: |v, _| u8::from_val(v).map(|n| n.to_string()),
};

/// A count of exactly that many cards: as [`COUNT`], but not read before 「枚まで」 ("up to",
/// which another reading takes).
pub static EXACT_COUNT: Kind = Kind {
    en_read: COUNT.en_read,
    ja_read: |c, _| c.attempt(|c| c.count().filter(|_| !c.starts("枚まで")).map(Val::Count)),
    en_write: COUNT.en_write,
    ja_write: COUNT.ja_write,
};

/// Cards in a hand, deck or trash: "{Straw Hat Crew} type Character cards with a cost of 3 or
/// less" (English in the singular or plural after the count parameter).
pub static HAND_FILTER: Kind = Kind {
    en_read: |c, p| cen::read_hand_filter(c, count_of(p)).map(Val::Filter),
    ja_read: |c, _| cja::read_hand_filter(c).map(Val::Filter),
    en_write: |v, p| Filter::from_val(v).map(|f| ren::write_hand_filter(count_of(p), &f)),
    ja_write: |v, _| Filter::from_val(v).map(|f| rja::write_hand_filter(&f)),
};

/// Cards in a hand, deck or trash after "any number of" (English in the plural: "{Music} type
/// cards", "Event or Stage cards"; Japanese as [`HAND_FILTER`]).
pub static PLURAL_HAND_FILTER: Kind = Kind {
    en_read: |c, _| cen::read_hand_filter(c, 2).map(Val::Filter),
    ja_read: HAND_FILTER.ja_read,
    en_write: |v, _| Filter::from_val(v).map(|f| ren::write_hand_filter(2, &f)),
    ja_write: HAND_FILTER.ja_write,
};

/// One card of a hand named by the next one like it: "a {Land of Wano} type Character card with
/// a cost of 3 or more", "\[Name\] with a cost of 4 or more" (English: "a"/"an" before a filter
/// that does not open with a name, read and written; Japanese as [`HAND_FILTER`]).
pub static A_HAND_FILTER: Kind = Kind {
    en_read: |c, _| {
        c.attempt(|c| {
            let article = c.word("an ") || c.word("a ");
            let f = cen::read_hand_filter(c, 1)?;
            (article != ren::write_hand_filter(1, &f).starts_with('[')).then_some(Val::Filter(f))
        })
    },
    ja_read: |c, _| cja::read_hand_filter(c).map(Val::Filter),
    en_write: |v, _| {
        Filter::from_val(v).map(|f| {
            let w = ren::write_hand_filter(1, &f);
            match w.chars().next() {
                Some('[') => w,
                Some('A' | 'E' | 'I' | 'O' | 'U') => format!("an {w}"),
                _ => format!("a {w}"),
            }
        })
    },
    ja_write: |v, _| Filter::from_val(v).map(|f| rja::write_hand_filter(&f)),
};

/// Field cards a clause chooses: "up to 1 of your {Straw Hat Crew} type Characters with 6000
/// power or more" (「自分のパワー6000以上の特徴《麦わらの一味》を持つキャラ1枚まで」), written as the
/// text of the card the writer is handed the words of (`{this}`'s: "this Leader cannot …"), else
/// as a Character's text writes it.
pub static SELECTOR: Kind = Kind {
    en_read: |c, _| filter::read_selector(c, Lang::En).map(Val::Selector),
    ja_read: |c, _| filter::read_selector(c, Lang::Ja).map(Val::Selector),
    en_write: |v, p| Selector::from_val(v).map(|s| filter::write_selector(&card_of(p), &s, Lang::En)),
    ja_write: |v, p| Selector::from_val(v).map(|s| filter::write_selector(&card_of(p), &s, Lang::Ja)),
};

/// The renderer's context of the card whose own words (`{this}`'s, "this Leader" / 「このリーダー」)
/// a hole is handed; a Character's without them.
fn card_of(p: Option<&Val>) -> crate::render::Ctx {
    let kind = match p {
        Some(Val::Name(w)) => [opcg_engine::CardKind::Leader, opcg_engine::CardKind::Stage, opcg_engine::CardKind::Event]
            .into_iter()
            .find(|&k| {
                let ctx = crate::render::Ctx { kind: k, ..crate::render::Ctx::default() };
                *w == crate::render::en::this(&ctx) || *w == crate::render::ja::this(&ctx)
            })
            .unwrap_or(opcg_engine::CardKind::Character),
        _ => opcg_engine::CardKind::Character,
    };
    crate::render::Ctx { kind, ..crate::render::Ctx::default() }
}

/// Several field cards a clause acts on one by one ("up to 3 of your {Animal} type Characters …
/// each", 「…キャラ3枚までに…ずつ」): a [`SELECTOR`] choosing up to 2 or more, and only such
/// (a choice of 1 is written without "each").
pub static SELECTORS: Kind = Kind {
    en_read: |c, _| filter::read_selector(c, Lang::En).filter(several).map(Val::Selector),
    ja_read: |c, _| filter::read_selector(c, Lang::Ja).filter(several).map(Val::Selector),
    en_write: |v, _| Selector::from_val(v).filter(several).map(|s| filter::write_selector(&crate::render::Ctx::default(), &s, Lang::En)),
    ja_write: |v, _| Selector::from_val(v).filter(several).map(|s| filter::write_selector(&crate::render::Ctx::default(), &s, Lang::Ja)),
};

fn several(s: &Selector) -> bool {
    s.up_to && !s.all && s.count > 1
}

/// The limits of field cards a clause names by kind only ("DON!! cards or Characters with a cost
/// of 3 or less", 「コスト3以下のキャラかドン‼」): English words after the noun, Japanese before
/// it. Only limits English prints after the noun (cost, power, …): a filter with a type or a
/// state to print before it is not written by this kind.
pub static FIELD_LIMITS: Kind = Kind {
    en_read: |c, _| Some(Val::Filter(filter::read_after(c, Filter::any()))),
    ja_read: |c, _| Some(Val::Filter(filter::read_before(c, Lang::Ja))).filter(|v| matches!(v, Val::Filter(f) if filter::write_before(f, Lang::En).is_empty())),
    en_write: |v, _| Filter::from_val(v).filter(|f| filter::write_before(f, Lang::En).is_empty()).map(|f| filter::write_after(&f)),
    ja_write: |v, _| Filter::from_val(v).filter(|f| filter::write_before(f, Lang::En).is_empty()).map(|f| filter::write_before(&f, Lang::Ja)),
};

/// A card name, bracketed ("\[Uta\]", 「「ウタ」」): a filter of that exact name and nothing
/// else (a filter with more is not written by this kind).
pub static NAMED: Kind = Kind {
    en_read: |c, _| cen::bracket_name(c).map(|n| Val::Filter(named(n))),
    ja_read: |c, _| cja::name(c).map(|n| Val::Filter(named(n))),
    en_write: |v, _| name_only(v).map(|n| format!("[{n}]")),
    ja_write: |v, _| name_only(v).map(|n| format!("「{n}」")),
};

fn named(n: String) -> Filter {
    Filter { name: Some(NameMatch::Exact(n)), ..Filter::any() }
}

fn name_only(v: &Val) -> Option<String> {
    let f = Filter::from_val(v)?;
    match &f.name {
        Some(NameMatch::Exact(n)) if f == named(n.clone()) => Some(n.clone()),
        _ => None,
    }
}

/// "Characters or \[Name\]" after its "Characters or" (「キャラか「名」」): a Character, or
/// the named card; the hole is the bracketed name.
pub static CHARACTER_OR_NAMED: Kind = Kind {
    en_read: |c, _| cen::bracket_name(c).map(|n| Val::Filter(cen::character_or_named(n))),
    ja_read: |c, _| cja::name(c).map(|n| Val::Filter(cen::character_or_named(n))),
    en_write: |v, _| Filter::from_val(v).and_then(|f| ren::character_or_named(&f).map(|n| format!("[{n}]"))),
    ja_write: |v, _| Filter::from_val(v).and_then(|f| ren::character_or_named(&f).map(|n| format!("「{n}」"))),
};

/// An activation timing tag ("\[Main\]", 「【メイン】」).
pub static TIMING: Kind = Kind {
    en_read: |c, _| cen::timing_tag(c).map(Val::Timing),
    ja_read: |c, _| cja::timing_tag(c).map(Val::Timing),
    en_write: |v, _| ActTiming::from_val(v).map(|t| words::text_of(words::TIMINGS, &t, Lang::En).to_string()),
    ja_write: |v, _| ActTiming::from_val(v).map(|t| words::text_of(words::TIMINGS, &t, Lang::Ja).to_string()),
};

/// An automatic timing tag ("\[On Play\]", 「【登場時】」).
pub static WHEN_TAG: Kind = Kind {
    en_read: |c, _| cen::when_tag(c).map(Val::When),
    ja_read: |c, _| cja::when_tag(c).map(Val::When),
    en_write: |v, _| When::from_val(v).map(|w| words::text_of(words::WHENS, &w, Lang::En).to_string()),
    ja_write: |v, _| When::from_val(v).map(|w| words::text_of(words::WHENS, &w, Lang::Ja).to_string()),
};

/// A flag (`{x?yes|no}`): its words are the template's, so it has no reader or writer of its
/// own; a flag hole named as `{x}` fails.
pub static FLAG: Kind = Kind { en_read: |_, _| None, ja_read: |_, _| None, en_write: |_, _| None, ja_write: |_, _| None };

/// A number (up to 9 digits).
pub static INT: Kind = Kind {
    en_read: |c, _| c.num().map(Val::Int),
    ja_read: |c, _| c.num().map(Val::Int),
    en_write: |v, _| i32::from_val(v).map(|n| n.to_string()),
    ja_write: |v, _| i32::from_val(v).map(|n| n.to_string()),
};

/// Whose cards: "your opponent's" / "your" (「相手の」/「自分の」; Japanese text that names no
/// player means the player's own: 「デッキの上から」 is 「自分のデッキの上から」). "Either" is
/// written as the player's own, as no clause of this kind names both.
pub static POSSESSIVE: Kind = Kind {
    en_read: |c, _| {
        if c.lit("your opponent's") {
            Some(Val::Side(Side::Opponent))
        } else {
            c.lit("your").then_some(Val::Side(Side::You))
        }
    },
    ja_read: |c, _| {
        if c.lit("相手の") {
            Some(Val::Side(Side::Opponent))
        } else {
            c.lit("自分の");
            Some(Val::Side(Side::You))
        }
    },
    en_write: |v, _| Side::from_val(v).map(|s| if s == Side::Opponent { "your opponent's" } else { "your" }.to_string()),
    ja_write: |v, _| Side::from_val(v).map(|s| if s == Side::Opponent { "相手の" } else { "自分の" }.to_string()),
};

/// A card name, bracketed ("\[Uta\]", 「「ウタ」」), as the name itself (a cost's "1 of your
/// \[Name\] cards").
pub static NAME: Kind = Kind {
    en_read: |c, _| cen::bracket_name(c).map(Val::Name),
    ja_read: |c, _| cja::name(c).map(Val::Name),
    en_write: |v, _| String::from_val(v).map(|n| format!("[{n}]")),
    ja_write: |v, _| String::from_val(v).map(|n| format!("「{n}」")),
};

/// A count after a minus sign ("DON!! −1", 「ドン‼-1」): any of the minus signs in use is read;
/// "−" (U+2212) is written in English, "-" in Japanese.
pub static MINUS_COUNT: Kind = Kind {
    en_read: |c, _| c.attempt(|c| c.sign().filter(|p| !p).and_then(|_| c.count())).map(Val::Count),
    ja_read: |c, _| c.attempt(|c| c.sign().filter(|p| !p).and_then(|_| c.count())).map(Val::Count),
    en_write: |v, _| u8::from_val(v).map(|n| format!("\u{2212}{n}")),
    ja_write: |v, _| u8::from_val(v).map(|n| format!("-{n}")),
};

/// A negative number with its sign ("−2000", 「-2000」): a loss of power a cost names.
pub static MINUS: Kind = Kind {
    en_read: |c, _| c.attempt(|c| c.sign().filter(|p| !p).and_then(|_| c.num())).map(|n| Val::Int(-n)),
    ja_read: |c, _| c.attempt(|c| c.sign().filter(|p| !p).and_then(|_| c.num())).map(|n| Val::Int(-n)),
    en_write: |v, _| i32::from_val(v).filter(|n| *n < 0).map(|n| format!("\u{2212}{}", n.unsigned_abs())),
    ja_write: |v, _| i32::from_val(v).filter(|n| *n < 0).map(|n| format!("-{}", n.unsigned_abs())),
};

/// The DON!!-rest symbol's circled count (① ② …, ➀ ➁ … read too).
pub static CIRCLED: Kind = Kind {
    en_read: |c, _| cen::circled(c).map(Val::Count),
    ja_read: |c, _| cen::circled(c).map(Val::Count),
    en_write: |v, _| u8::from_val(v).map(ren::circled),
    ja_write: |v, _| u8::from_val(v).map(ren::circled),
};

/// "{Straw Hat Crew} type Characters with a cost of 3 or less other than this Character" after
/// "of your" (English: the words before and after the noun; "Character" read too, "Characters"
/// written), 「このキャラ以外の自分の特徴《麦わらの一味》を持つキャラ」 (Japanese: with its 「自分の」).
pub static YOUR_CHARACTERS: Kind = Kind {
    en_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::En);
            c.any(&["Characters", "Character"]).then_some(())?;
            Some(Val::Filter(filter::read_after(c, f)))
        })
    },
    ja_read: |c, _| {
        c.attempt(|c| {
            let not_this = c.lit("このキャラ以外の");
            c.lit("自分の").then_some(())?;
            // 「自分の、「名」以外のキャラ」: the side set apart (written back through its
            // `VARIANTS_JA` pair)
            if c.starts("、「") {
                c.lit("、");
            }
            let mut f = filter::read_before(c, Lang::Ja);
            f.not_this |= not_this;
            c.lit("キャラ").then_some(Val::Filter(f))
        })
    },
    en_write: |v, _| Filter::from_val(v).map(|f| format!("{}Characters{}", filter::write_before(&f, Lang::En), filter::write_after(&f))),
    ja_write: |v, _| {
        Filter::from_val(v).map(|f| {
            let lead = if f.not_this { "このキャラ以外の" } else { "" };
            format!("{lead}自分の{}キャラ", filter::write_before(&Filter { not_this: false, ..f }, Lang::Ja))
        })
    },
};

/// "{Sky Island} type Leader or Stage cards" after "of your" (「特徴《空島》を持つ、リーダーか
/// ステージ」 after 「自分の」: the comma after a type, as printed).
pub static LEADER_OR_STAGE: Kind = Kind {
    en_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::En);
            c.any(&["Leader or Stage cards", "Leader or Stage card"]).then_some(())?;
            Some(Val::Filter(filter::read_after(c, f)))
        })
    },
    ja_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::Ja);
            c.lit("、");
            c.lit("リーダーかステージ").then_some(Val::Filter(f))
        })
    },
    en_write: |v, _| Filter::from_val(v).map(|f| format!("{}Leader or Stage cards{}", filter::write_before(&f, Lang::En), filter::write_after(&f))),
    ja_write: |v, _| {
        Filter::from_val(v).map(|f| format!("{}{}リーダーかステージ", filter::write_before(&f, Lang::Ja), if f.traits.is_empty() { "" } else { "、" }))
    },
};

/// Field Characters of either player by their limits: "Character with a cost of 2 or less"
/// (English in the singular or plural after the count parameter), 「コスト2以下のキャラ」.
pub static CHARACTERS: Kind = Kind {
    en_read: |c, p| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::En);
            c.lit(if count_of(p) == 1 { "Character" } else { "Characters" }).then_some(())?;
            Some(Val::Filter(filter::read_after(c, f)))
        })
    },
    ja_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::Ja);
            c.lit("キャラ").then_some(Val::Filter(f))
        })
    },
    en_write: |v, p| {
        Filter::from_val(v).map(|f| {
            format!("{}{}{}", filter::write_before(&f, Lang::En), if count_of(p) == 1 { "Character" } else { "Characters" }, filter::write_after(&f))
        })
    },
    ja_write: |v, _| Filter::from_val(v).map(|f| format!("{}キャラ", filter::write_before(&f, Lang::Ja))),
};

/// Characters by their limits, in the plural: "{Celestial Dragons} type Characters",
/// 「特徴《天竜人》を持つキャラ」 (a condition on all of them).
pub static PLURAL_CHARACTERS: Kind = Kind {
    en_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::En);
            c.lit("Characters").then_some(())?;
            Some(Val::Filter(filter::read_after(c, f)))
        })
    },
    ja_read: CHARACTERS.ja_read,
    en_write: |v, _| Filter::from_val(v).map(|f| format!("{}Characters{}", filter::write_before(&f, Lang::En), filter::write_after(&f))),
    ja_write: CHARACTERS.ja_write,
};

/// The Leader and Characters of a filter, a permanent effect's cards: "{Supernovas} or {Navy}
/// type Leaders and Characters", 「特徴《超新星》か《海軍》を持つリーダーとキャラ」.
pub static LEADERS_AND_CHARACTERS: Kind = Kind {
    en_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::En);
            c.lit("Leaders and Characters").then_some(())?;
            Some(Val::Filter(filter::read_after(c, f)))
        })
    },
    ja_read: |c, _| {
        c.attempt(|c| {
            let f = filter::read_before(c, Lang::Ja);
            c.lit("リーダーとキャラ").then_some(Val::Filter(f))
        })
    },
    en_write: |v, _| Filter::from_val(v).map(|f| format!("{}Leaders and Characters{}", filter::write_before(&f, Lang::En), filter::write_after(&f))),
    ja_write: |v, _| Filter::from_val(v).map(|f| format!("{}リーダーとキャラ", filter::write_before(&f, Lang::Ja))),
};

/// The types of a Leader a selector names ("your {Land of Wano} type Leader", 「自分の特徴《ワノ国》を
/// 持つリーダー」): a filter of types only, written before the noun (a filter with anything else,
/// or none, is not this kind's: "your Leader" stays [`filter`]'s).
pub static LEADER_TYPES: Kind = Kind {
    // the Leader alone: not "… Leader or Character cards", 「…リーダーかキャラ」, 「…リーダー1枚まで」
    en_read: |c, _| {
        c.attempt(|c| {
            let f = types_only(filter::read_before(c, Lang::En))?;
            let next = c.rest().strip_prefix("Leader")?;
            (!["s", " or", " and", " card"].iter().any(|w| next.starts_with(w))).then_some(f)
        })
    },
    ja_read: |c, _| {
        c.attempt(|c| {
            let f = types_only(filter::read_before(c, Lang::Ja))?;
            let next = c.rest().strip_prefix("リーダー")?;
            (next.is_empty() || ["は", "を", "の", "に", "が"].iter().any(|w| next.starts_with(w))).then_some(f)
        })
    },
    en_write: |v, _| Filter::from_val(v).filter(is_types_only).map(|f| filter::write_before(&f, Lang::En)),
    ja_write: |v, _| Filter::from_val(v).filter(is_types_only).map(|f| filter::write_before(&f, Lang::Ja)),
};

fn is_types_only(f: &Filter) -> bool {
    !f.traits.is_empty() && *f == Filter { traits: f.traits.clone(), ..Filter::any() }
}

fn types_only(f: Filter) -> Option<Val> {
    is_types_only(&f).then_some(Val::Filter(f))
}

/// An attribute with its word ("<Slash> attribute", 「属性(斬)を持つ」: the rows of
/// [`words::ATTRIBUTES`], the English without the space the filter part writes after it).
pub static ATTRIBUTE: Kind = Kind {
    en_read: |c, _| words::ATTRIBUTES.iter().find(|w| c.lit(w.en.trim_end())).map(|w| Val::Attribute(w.value)),
    ja_read: |c, _| words::read(c, words::ATTRIBUTES, Lang::Ja, false).map(Val::Attribute),
    en_write: |v, _| opcg_engine::Attribute::from_val(v).map(|a| words::text_of(words::ATTRIBUTES, &a, Lang::En).trim_end().to_string()),
    ja_write: |v, _| opcg_engine::Attribute::from_val(v).map(|a| words::text_of(words::ATTRIBUTES, &a, Lang::Ja).to_string()),
};

/// Characters the effect's opponent chooses among their own: "1 of their active Characters
/// with a cost of 6 or less" (after "your opponent returns"), 「自身のアクティブのコスト6以下のキャラ
/// 1枚」 (after 「相手は」): exactly that many ([`Selector::chosen_by_opponent`]); only such a
/// selection is written by this kind.
pub static THEIR_CHARACTERS: Kind = Kind {
    en_read: |c, _| {
        c.attempt(|c| {
            let n = c.count()?;
            c.lit(" of their ").then_some(())?;
            let f = filter::read_before(c, Lang::En);
            c.lit("Characters").then_some(())?;
            Some(Val::Selector(their(n, filter::read_after(c, f))))
        })
    },
    ja_read: |c, _| {
        c.attempt(|c| {
            c.lit("自身の").then_some(())?;
            let f = filter::read_before(c, Lang::Ja);
            c.lit("キャラ").then_some(())?;
            let n = c.count()?;
            c.lit("枚").then_some(Val::Selector(their(n, f)))
        })
    },
    en_write: |v, _| Selector::from_val(v).filter(is_theirs).map(|s| format!("{} of their {}Characters{}", s.count, filter::write_before(&s.filter, Lang::En), filter::write_after(&s.filter))),
    ja_write: |v, _| Selector::from_val(v).filter(is_theirs).map(|s| format!("自身の{}キャラ{}枚", filter::write_before(&s.filter, Lang::Ja), s.count)),
};

fn their(n: u8, filter: Filter) -> Selector {
    Selector { up_to: false, ..Selector::up_to(n, Side::Opponent, opcg_engine::effect::Targetable::Character, filter) }.chosen_by_opponent()
}

fn is_theirs(s: &Selector) -> bool {
    *s == their(s.count, s.filter.clone())
}

// The holes of permanent and replacement effects (`grammar/permanents.rs`).

/// The one card a permanent effect is on: the card itself ("this Character", "this Leader",
/// "this Stage", "this card"; 「このキャラ」, 「このリーダー」, 「このステージ」) or "your Leader"
/// (「自分のリーダー」). The card itself is written in the words of its kind (the writer's
/// parameter, [`super::template`]'s `write`).
pub static TARGET: Kind = Kind {
    en_read: |c, _| {
        if ["this Character", "this Leader", "this Stage", "this card"].iter().any(|w| c.word(w)) {
            Some(Val::Target(StaticTarget::This))
        } else {
            c.word("your Leader").then_some(Val::Target(StaticTarget::YourLeader))
        }
    },
    ja_read: |c, _| {
        if c.any(&["このキャラ", "このリーダー", "このステージ"]) {
            Some(Val::Target(StaticTarget::This))
        } else {
            c.lit("自分のリーダー").then_some(Val::Target(StaticTarget::YourLeader))
        }
    },
    en_write: |v, this| write_target(v, this, Lang::En),
    ja_write: |v, this| write_target(v, this, Lang::Ja),
};

fn write_target(v: &Val, this: Option<&Val>, lang: Lang) -> Option<String> {
    match StaticTarget::from_val(v)? {
        StaticTarget::This => Some(match this {
            Some(Val::Name(w)) => w.clone(),
            _ => super::template::this_words(lang)[0].to_string(),
        }),
        StaticTarget::YourLeader => Some(if lang == Lang::En { "your Leader" } else { "自分のリーダー" }.to_string()),
        _ => None,
    }
}

/// How long an effect lasts (the rows of [`words::DURATIONS`]: " during this turn", " until the
/// end of your opponent's next End Phase" / 「このターン中」; the English words with their space).
pub static DURATION: Kind = Kind {
    en_read: |c, _| words::read(c, words::DURATIONS, Lang::En, false).map(Val::Duration),
    ja_read: |c, _| words::read(c, words::DURATIONS, Lang::Ja, false).map(Val::Duration),
    en_write: |v, _| Duration::from_val(v).map(|d| words::text_of(words::DURATIONS, &d, Lang::En).to_string()),
    ja_write: |v, _| Duration::from_val(v).map(|d| words::text_of(words::DURATIONS, &d, Lang::Ja).to_string()),
};

/// A signed number ("+1000", "−1" / 「+1000」, 「-1」): every minus sign in use is read; "−"
/// (U+2212) is written in English, "-" in Japanese.
pub static SIGNED: Kind = Kind {
    en_read: |c, _| c.attempt(|c| signed_num(c)).map(Val::Int),
    ja_read: |c, _| c.attempt(|c| signed_num(c)).map(Val::Int),
    en_write: |v, _| i32::from_val(v).map(|n| if n < 0 { format!("\u{2212}{}", n.unsigned_abs()) } else { format!("+{n}") }),
    ja_write: |v, _| i32::from_val(v).map(|n| if n < 0 { format!("-{}", n.unsigned_abs()) } else { format!("+{n}") }),
};

fn signed_num(c: &mut Cursor) -> Option<i32> {
    let plus = c.sign()?;
    let n = c.num()?;
    Some(if plus { n } else { -n })
}

/// A keyword ("\[Blocker\]", 「【ブロッカー】」: the rows of [`words::KEYWORDS`]).
pub static KEYWORD: Kind = Kind {
    en_read: |c, _| words::read(c, words::KEYWORDS, Lang::En, false).map(Val::Keyword),
    ja_read: |c, _| words::read(c, words::KEYWORDS, Lang::Ja, false).map(Val::Keyword),
    en_write: |v, _| Keyword::from_val(v).map(|k| words::text_of(words::KEYWORDS, &k, Lang::En).to_string()),
    ja_write: |v, _| Keyword::from_val(v).map(|k| words::text_of(words::KEYWORDS, &k, Lang::Ja).to_string()),
};

/// What a permanent effect forbids, after "cannot" ("be K.O.'d by your opponent's effects",
/// 「相手の効果でKOされない」: the rows of [`words::PROHIBITIONS`], Japanese in the final form). A
/// prohibition with no row there (printed in its own row of `grammar/permanents.rs`) is not this
/// hole's to write, so the row that has its words writes it.
pub static PROHIBITION: Kind = Kind {
    en_read: |c, _| words::prohibition(c, Lang::En).map(Val::Prohibition),
    ja_read: |c, _| words::prohibition(c, Lang::Ja).map(Val::Prohibition),
    en_write: |v, _| prohibition_words(v, Lang::En).map(str::to_string),
    ja_write: |v, _| prohibition_words(v, Lang::Ja).map(str::to_string),
};

/// The words of a prohibition value in `lang`, if [`words::PROHIBITIONS`] has a row for it.
fn prohibition_words(v: &Val, lang: Lang) -> Option<&'static str> {
    Prohibition::from_val(v).map(|p| words::text_of(words::PROHIBITIONS, &p, lang)).filter(|w| !w.is_empty())
}

/// [`PROHIBITION`] followed by more (「相手の効果でKOされず、…」: Japanese in the continuative form).
pub static PROHIBITION_CONT: Kind = Kind {
    en_read: PROHIBITION.en_read,
    ja_read: |c, _| words::prohibition_continuative(c).map(Val::Prohibition),
    en_write: PROHIBITION.en_write,
    ja_write: |v, _| prohibition_words(v, Lang::Ja).and(Prohibition::from_val(v)).map(words::write_prohibition_continuative),
};

/// The card a replacement effect watches (8-1-3-4), before "would …" / 「が…」: the card itself
/// or "your Leader" ([`TARGET`]), "your \[Name\]" / "your Character \[Name\]" (「自分の「名」」 /
/// 「自分のキャラの「名」」: any of the player's Characters of that name), or "your {Navy} type
/// Character with 7000 base power or less" (「このキャラ以外の自分の特徴《海軍》を持つキャラ」,
/// 「「名」以外の自分の…キャラ」: any one of them).
pub static REPLACED: Kind = Kind {
    en_read: |c, _| {
        let named = c.attempt(|c| {
            c.lit("your ").then_some(())?;
            let kind = c.lit("Character ").then_some(opcg_engine::CardKind::Character);
            let n = cen::bracket_name(c)?;
            c.starts(" would").then_some(Filter { name: Some(NameMatch::Exact(n)), kind, ..Filter::any() })
        });
        if let Some(f) = named {
            return Some(Val::Target(StaticTarget::YourCharacters(f)));
        }
        if let Some(t) = (TARGET.en_read)(c, None) {
            return Some(t);
        }
        // "your green Character other than [Name]", also printed "you have a green Character
        // other than [Name] that (would …)" (written back through its `VARIANTS_EN` pair)
        c.attempt(|c| {
            let have = c.lit("you have a ");
            if !have {
                c.lit("your ").then_some(())?;
            }
            let f = filter::read_before(c, Lang::En);
            c.lit("Character").then_some(())?;
            let f = filter::read_after(c, f);
            if have {
                c.lit(" that").then_some(())?;
            }
            c.starts(" would").then_some(Val::Target(StaticTarget::YourCharacters(f)))
        })
    },
    ja_read: |c, _| {
        let others = c.attempt(|c| {
            let not_this = c.lit("このキャラ以外の");
            let name_not = c.attempt(|c| {
                let n = cja::name(c)?;
                c.lit("以外の").then_some(n)
            });
            c.lit("自分の").then_some(())?;
            let mut f = filter::read_before(c, Lang::Ja);
            f.not_this = not_this;
            if name_not.is_some() {
                (f.name_not.is_none()).then_some(())?;
                f.name_not = name_not;
            }
            c.starts("キャラが").then_some(())?;
            c.lit("キャラ");
            Some(f)
        });
        let named = || {
            c.attempt(|c| {
                c.lit("自分の").then_some(())?;
                let kind = c.lit("キャラの").then_some(opcg_engine::CardKind::Character);
                let n = cja::name(c)?;
                c.starts("が").then_some(Filter { name: Some(NameMatch::Exact(n)), kind, ..Filter::any() })
            })
        };
        match others.or_else(named) {
            Some(f) => Some(Val::Target(StaticTarget::YourCharacters(f))),
            None => (TARGET.ja_read)(c, None),
        }
    },
    en_write: |v, this| match StaticTarget::from_val(v)? {
        StaticTarget::YourCharacters(f) => Some(match crate::render::named_only(&f) {
            Some((n, kind)) => format!("your {}[{n}]", if kind { "Character " } else { "" }),
            None => format!("your {}Character{}", filter::write_before(&f, Lang::En), filter::write_after(&f)),
        }),
        _ => write_target(v, this, Lang::En),
    },
    ja_write: |v, this| match StaticTarget::from_val(v)? {
        StaticTarget::YourCharacters(f) => Some(match crate::render::named_only(&f) {
            Some((n, kind)) => format!("自分の{}「{n}」", if kind { "キャラの" } else { "" }),
            None => {
                let others = f.name_not.as_ref().map(|n| format!("「{n}」以外の")).unwrap_or_default();
                let rest = Filter { name_not: None, ..f.clone() };
                format!("{}{others}自分の{}キャラ", if f.not_this { "このキャラ以外の" } else { "" }, filter::write_before(&rest, Lang::Ja))
            }
        }),
        _ => write_target(v, this, Lang::Ja),
    },
};

/// All of the player's Characters a permanent effect is on, by their limits: English "{Straw Hat
/// Crew} type Characters with a cost of 3 or less other than this Character" (after "all of your"
/// / "your"), Japanese 「このキャラ以外の自分の特徴《麦わらの一味》を持つキャラ」 with its 「自分の」
/// (「「名」以外の自分の…」 and 「自分の、…」 read too; 「このキャラ以外の」 written in the words of
/// the card's kind, the writer's parameter, and read in each).
pub static OWN_CHARACTERS: Kind = Kind {
    en_read: PLURAL_CHARACTERS.en_read,
    ja_read: |c, _| {
        c.attempt(|c| {
            let not_this = c.any(&["このキャラ以外の", "このリーダー以外の", "このステージ以外の"]);
            let name_not = c.attempt(|c| {
                let n = cja::name(c)?;
                c.lit("以外の").then_some(n)
            });
            c.lit("自分の").then_some(())?;
            c.lit("、");
            let mut f = filter::read_before(c, Lang::Ja);
            f.not_this = not_this;
            if name_not.is_some() {
                f.name_not = name_not;
            }
            c.lit("キャラ").then_some(Val::Filter(f))
        })
    },
    en_write: PLURAL_CHARACTERS.en_write,
    ja_write: |v, this| {
        Filter::from_val(v).map(|f| {
            let lead = match (f.not_this, this) {
                (false, _) => String::new(),
                (true, Some(Val::Name(w))) => format!("{w}以外の"),
                (true, _) => "このキャラ以外の".to_string(),
            };
            format!("{lead}自分の{}キャラ", filter::write_before(&Filter { not_this: false, ..f }, Lang::Ja))
        })
    },
};

/// Another card of a name than this one: "\[Uta\]" in "you have a \[Uta\] other than this
/// Character", 「「ウタ」」 in 「このキャラ以外の自分の「ウタ」がいる」 (a filter of that exact name
/// and not this card, and nothing else).
pub static OTHER_NAMED: Kind = Kind {
    en_read: |c, _| cen::bracket_name(c).map(|n| Val::Filter(other_named(n))),
    ja_read: |c, _| cja::name(c).map(|n| Val::Filter(other_named(n))),
    en_write: |v, _| other_name_only(v).map(|n| format!("[{n}]")),
    ja_write: |v, _| other_name_only(v).map(|n| format!("「{n}」")),
};

/// A rested card of a name ("a rested \[Uta\]", 「「ウタ」がレスト」: the name read and written
/// alone, the filter also rested; a filter with more is not written by this kind).
pub static RESTED_NAMED: Kind = Kind {
    en_read: |c, _| cen::bracket_name(c).map(|n| Val::Filter(rested_named(n))),
    ja_read: |c, _| cja::name(c).map(|n| Val::Filter(rested_named(n))),
    en_write: |v, _| rested_name_only(v).map(|n| format!("[{n}]")),
    ja_write: |v, _| rested_name_only(v).map(|n| format!("「{n}」")),
};

fn rested_named(n: String) -> Filter {
    Filter { rested: Some(true), ..named(n) }
}

fn rested_name_only(v: &Val) -> Option<String> {
    let f = Filter::from_val(v)?;
    match &f.name {
        Some(NameMatch::Exact(n)) if f == rested_named(n.clone()) => Some(n.clone()),
        _ => None,
    }
}

fn other_named(n: String) -> Filter {
    Filter { not_this: true, ..named(n) }
}

fn other_name_only(v: &Val) -> Option<String> {
    let f = Filter::from_val(v)?;
    match &f.name {
        Some(NameMatch::Exact(n)) if f == other_named(n.clone()) => Some(n.clone()),
        _ => None,
    }
}

/// Where a search leaves the rest ("place the rest at the bottom of your deck in any order",
/// 「残りを好きな順番でデッキの下に」): a row of [`words::RESTS`]; the Japanese without its final
/// 「置く」, which the template writes as its verb (`~置く`, so it takes the clause's form).
pub static REST: Kind = Kind {
    en_read: |c, _| words::read(c, words::RESTS, Lang::En, false).map(Val::Rest),
    ja_read: |c, _| {
        words::RESTS.iter().find_map(|w| {
            let stem = w.ja.strip_suffix("置く")?;
            c.attempt(|c| super::template::lit(c, stem).then_some(Val::Rest(w.value)))
        })
    },
    en_write: |v, _| opcg_engine::effect::RestTo::from_val(v).map(|r| words::text_of(words::RESTS, &r, Lang::En).to_string()),
    ja_write: |v, _| {
        opcg_engine::effect::RestTo::from_val(v).map(|r| {
            let w = words::text_of(words::RESTS, &r, Lang::Ja);
            w.strip_suffix("置く").unwrap_or(w).to_string()
        })
    },
};

/// Two or more names, one of which a card has: "\[A\] or \[B\]" in "you have a \[A\] or \[B\]
/// Character", 「「A」か「B」」 in 「自分のキャラの、「A」か「B」がいる」 (`Filter::any_of` of the
/// names alone; a filter with more is not written by this kind).
pub static NAME_ALTERNATIVES: Kind = Kind {
    en_read: |c, _| names_joined(c, " or ", cen::bracket_name),
    ja_read: |c, _| names_joined(c, "か", cja::name),
    en_write: |v, _| alternative_names(v).map(|n| n.iter().map(|n| format!("[{n}]")).collect::<Vec<_>>().join(" or ")),
    ja_write: |v, _| alternative_names(v).map(|n| n.iter().map(|n| format!("「{n}」")).collect::<Vec<_>>().join("か")),
};

fn names_joined(c: &mut Cursor, or: &str, name: fn(&mut Cursor) -> Option<String>) -> Option<Val> {
    c.attempt(|c| {
        let mut names = vec![name(c)?];
        while c.lit(or) {
            names.push(name(c)?);
        }
        (names.len() > 1).then(|| Val::Filter(Filter { any_of: names.into_iter().map(named).collect(), ..Filter::any() }))
    })
}

/// The names of a filter [`NAME_ALTERNATIVES`] reads (two or more, each a name alone), or `None`.
fn alternative_names(v: &Val) -> Option<Vec<String>> {
    let f = Filter::from_val(v)?;
    if f.any_of.len() < 2 || f != (Filter { any_of: f.any_of.clone(), ..Filter::any() }) {
        return None;
    }
    f.any_of
        .iter()
        .map(|a| match &a.name {
            Some(NameMatch::Exact(n)) if *a == named(n.clone()) => Some(n.clone()),
            _ => None,
        })
        .collect()
}

/// How many cards a per-count step counts at a time: "for every 3 cards …" (English: the number
/// and its space, nothing for 1, "for every card trashed"), 「…3枚につき」 (Japanese: the count).
pub static PER: Kind = Kind {
    en_read: |c, _| Some(Val::Count(c.attempt(|c| c.count().filter(|&n| n > 1 && c.lit(" "))).unwrap_or(1))),
    ja_read: |c, _| c.count().map(Val::Count),
    en_write: |v, _| u8::from_val(v).map(|n| if n == 1 { String::new() } else { format!("{n} ") }),
    ja_write: |v, _| u8::from_val(v).map(|n| n.to_string()),
};

/// What the step before did to the cards a per-count power counts (the rows of
/// [`words::DONE`]): "card trashed" / "cards trashed" after [`PER`] (`{x@per}`: one or
/// several), 「捨てたカード」.
pub static DONE: Kind = Kind {
    en_read: |c, p| {
        let one = count_of(p) == 1;
        words::DONE.iter().find(|row| super::template::lit(c, if one { row.1 } else { row.2 })).map(|row| Val::Done(row.0))
    },
    ja_read: |c, _| words::DONE.iter().find(|row| super::template::lit(c, row.3)).map(|row| Val::Done(row.0)),
    en_write: |v, p| {
        let d = opcg_engine::effect::Done::from_val(v)?;
        words::DONE.iter().find(|row| row.0 == d).map(|row| (if count_of(p) == 1 { row.1 } else { row.2 }).to_string())
    },
    ja_write: |v, _| {
        let d = opcg_engine::effect::Done::from_val(v)?;
        words::DONE.iter().find(|row| row.0 == d).map(|row| row.3.to_string())
    },
};
