//! Fuzz tests of what a user gives the card crate (debug builds: overflow checks on): deck
//! lists, card lists (punk-records JSON) and card text in both languages. Inputs are valid
//! ones (the built-in pool's cards and decks) mutated — numbers replaced by extremes, fields
//! dropped, strings cut, lines repeated, texts spliced — as well as random bytes.
//!
//! CI runs a bounded count; `FUZZ_CASES=N` runs N cases per target by hand.

#[path = "../../../tests/support/mutate.rs"]
mod mutate;

use game_core::Lang;
use mutate::{cases, Edit};
use opcg_cards::compile::{compile_card, compile_text, compile_trigger};
use opcg_cards::decklist::{self, DeckListErrorKind};
use opcg_cards::pool::{builtin_cards, builtin_decks};
use opcg_cards::printed::stat_range;
use opcg_cards::render::{render_abilities, render_card};
use opcg_cards::{punk, PrintedCard};
use opcg_engine::CardKind;
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence};
use serde_json::{json, Value};

fn config(ci_default: u32) -> Config {
    Config { cases: cases(ci_default), failure_persistence: Some(Box::new(FileFailurePersistence::Off)), ..Config::default() }
}

fn edits(max: usize) -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 0..max)
}

/// Number-like words that break naive parsing or arithmetic.
const NUMBER_WORDS: &[&str] = &[
    "2147483647", "2147483648", "-2147483648", "4294967296", "18446744073709551615", "18446744073709551616", "999999999",
    "9999999999", "0", "-1", "00", "1e9", "５０", "２１４７４８３６４７",
];

/// Replaces the `which`-th run of ASCII or full-width digits of `s` with a number word.
fn replace_number(s: &str, which: u32, word: u32) -> String {
    let is_digit = |c: char| c.is_ascii_digit() || ('０'..='９').contains(&c);
    let mut runs = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        match (is_digit(c), start) {
            (true, None) => start = Some(i),
            (false, Some(st)) => {
                runs.push(st..i);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(st) = start {
        runs.push(st..s.len());
    }
    if runs.is_empty() {
        return s.to_string();
    }
    let r = runs[which as usize % runs.len()].clone();
    format!("{}{}{}", &s[..r.start], NUMBER_WORDS[word as usize % NUMBER_WORDS.len()], &s[r.end..])
}

/// A text edit: `(kind, a, b)` on lines, numbers, cuts and splices with `other`.
fn edit_text(s: &str, (kind, a, b): Edit, other: &str) -> String {
    let lines: Vec<&str> = s.lines().collect();
    match kind % 6 {
        0 | 1 => replace_number(s, a, b),
        2 => mutate::cut_text(s, a).to_string(),
        3 if !lines.is_empty() => {
            // A line repeated or dropped.
            let i = a as usize % lines.len();
            let mut v: Vec<&str> = lines.clone();
            if b % 2 == 0 {
                v.insert(i, lines[i]);
            } else {
                v.remove(i);
            }
            v.join("\n")
        }
        4 => {
            // A piece of another card's text spliced in.
            let piece = mutate::cut_text(other, b);
            let at = mutate::cut_text(s, a).len();
            format!("{}{}{}", &s[..at], piece, &s[at..])
        }
        _ => {
            // A character replaced by one of the grammar's or a random one.
            let chars: Vec<char> = s.chars().collect();
            if chars.is_empty() {
                return s.to_string();
            }
            let pool = ['【', '】', '[', ']', '+', '-', '−', '\n', '0', '9', ' ', '。', '：', '\u{0}', char::from_u32(b % 0x3_0000).unwrap_or('?')];
            let mut chars = chars;
            let i = a as usize % chars.len();
            chars[i] = pool[b as usize % pool.len()];
            chars.into_iter().collect()
        }
    }
}

/// The compiler reads any text without panicking; what it leaves unread is text of the input.
fn check_compile(s: &str, lang: Lang) {
    let c = compile_text(s, lang);
    for u in &c.unread {
        assert!(u.span.start <= u.span.end && u.span.end <= s.len(), "span out of text: {u:?} in {s:?}");
        assert_eq!(s.get(u.span.clone()), Some(u.text.as_str()));
    }
    let _ = render_abilities(&c.abilities, &c.keywords, lang);
    if let Err(u) = compile_trigger(s, lang) {
        assert!(u.span.end <= s.len());
    }
}

/// A card as a punk-records card object (the layout the importer reads).
fn punk_json(c: &PrintedCard, lang: Lang) -> Value {
    let t = c.text(lang).expect("pool cards have texts");
    let kind = match c.kind {
        CardKind::Leader => "Leader",
        CardKind::Character => "Character",
        CardKind::Event => "Event",
        _ => "Stage",
    };
    json!({
        "id": c.number,
        "name": t.name,
        "category": kind,
        "colors": c.colours.iter().map(|x| format!("{x:?}")).collect::<Vec<_>>(),
        "cost": if c.kind == CardKind::Leader { c.life.map(i32::from) } else { c.cost },
        "power": c.power,
        "counter": c.counter,
        "attributes": c.attributes.iter().map(|a| match a {
            opcg_engine::Attribute::Slash => "Slash", opcg_engine::Attribute::Strike => "Strike",
            opcg_engine::Attribute::Ranged => "Ranged", opcg_engine::Attribute::Special => "Special",
            opcg_engine::Attribute::Wisdom => "Wisdom", opcg_engine::Attribute::Unknown => "?",
        }).collect::<Vec<_>>(),
        "types": t.traits,
        "effect": if t.effect.is_empty() { "-".to_string() } else { t.effect.replace('\n', "<br>") },
        "trigger": t.trigger,
        "rarity": c.rarity,
        "block_number": c.block,
    })
}

fn card_list(lang: Lang, take: usize, skip: usize) -> Value {
    let cards = builtin_cards();
    let n = cards.len();
    Value::Array((0..take.min(n)).map(|i| punk_json(&cards[(skip + i) % n], lang)).collect())
}

proptest! {
    #![proptest_config(config(256))]

    /// A deck list with its counts replaced by extremes, lines repeated or dropped, text cut
    /// or spliced: read, or refused with every bad line named; what is read writes back to a
    /// list that reads as the same deck.
    #[test]
    fn fuzz_deck_lists_read_or_name_every_bad_line(deck in any::<usize>(), edits in edits(8)) {
        let decks = builtin_decks();
        let d = &decks[deck % decks.len()];
        let other = &decks[(deck / 7) % decks.len()];
        let mut text = d.to_list_text();
        for &e in &edits {
            text = edit_text(&text, e, &other.to_list_text());
        }
        let kinds: std::collections::BTreeMap<String, CardKind> = builtin_cards().into_iter().map(|c| (c.number, c.kind)).collect();
        let kind_of = |n: &str| kinds.get(n).copied();
        match decklist::parse(&text, kind_of) {
            Ok(parsed) => {
                prop_assert_eq!(kind_of(&parsed.leader), Some(CardKind::Leader));
                prop_assert!(parsed.main.len() <= 50 * text.lines().count());
                // Written back (one line per number, counts summed), it reads as the same deck.
                let again = decklist::parse(&decklist::write(&parsed.leader, &parsed.main), kind_of);
                let sorted = |d: &decklist::ParsedDeck| { let mut m = d.main.clone(); m.sort(); (d.leader.clone(), m) };
                prop_assert_eq!(again.as_ref().map(sorted), Ok(sorted(&parsed)));
            }
            Err(errors) => {
                prop_assert!(!errors.is_empty());
                let lines = text.lines().count();
                for e in &errors {
                    prop_assert!(e.line <= lines, "line {} of {}", e.line, lines);
                    prop_assert!(!e.to_string().is_empty());
                    if e.kind == DeckListErrorKind::BadCount {
                        prop_assert!(e.line > 0);
                    }
                }
            }
        }
    }

    /// Random bytes as a deck list: read or refused, never a panic.
    #[test]
    fn fuzz_deck_lists_of_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(errors) = decklist::parse(&text, |n| (n.len() % 3 == 0).then_some(CardKind::Character)) {
            prop_assert!(!errors.is_empty());
        }
    }

    /// A card list (punk-records JSON) mutated — numbers to extremes (`i32::MAX`, `u64::MAX`,
    /// −1, floats), fields dropped, strings cut, values retyped, cards repeated — is imported
    /// only when every card is within the printed ranges (and its cost/Life fields fit its
    /// kind); otherwise every problem names the file, and the card's position in it.
    #[test]
    fn fuzz_card_lists_import_only_cards_within_printed_ranges(ja in any::<bool>(), take in 1usize..12, skip in any::<usize>(), edits in edits(10), cut in any::<u32>()) {
        let lang = if ja { Lang::Ja } else { Lang::En };
        let mut list = card_list(lang, take, skip);
        mutate::mutate(&mut list, &edits);
        let text = list.to_string();
        let text = if cut % 6 == 0 { mutate::cut_text(&text, cut / 6) } else { text.as_str() };
        match punk::parse_str(text, lang, "fuzz.json") {
            Ok(read) => {
                for card in read.cards.values() {
                    prop_assert_eq!(card.check_stats(), Ok(()));
                    if card.kind == CardKind::Leader {
                        prop_assert!(card.cost.is_none() && card.life.is_some_and(|l| stat_range::LIFE.contains(&l)));
                    } else {
                        prop_assert!(card.cost.is_some_and(|c| stat_range::COST.contains(&c)) && card.life.is_none());
                    }
                    let def = compile_card(card, lang).def;
                    prop_assert_eq!((def.cost, def.power, def.counter), (card.cost.unwrap_or(0), card.power.unwrap_or(0), card.counter.unwrap_or(0)));
                    let _ = render_card(&def, lang);
                }
            }
            Err(errors) => {
                prop_assert!(!errors.is_empty());
                let items = serde_json::from_str::<Value>(text).ok().and_then(|v| v.as_array().map(Vec::len));
                for e in &errors {
                    prop_assert_eq!(e.source.as_str(), "fuzz.json");
                    prop_assert!(!e.message.is_empty());
                    if let (Some(i), Some(n)) = (e.index, items) {
                        prop_assert!(i < n);
                    }
                }
            }
        }
    }

    /// Card text of the pool in both languages, mutated — numbers replaced by extremes
    /// ("2147483647", full-width digits), cut, lines repeated or dropped, another card's text
    /// spliced in, characters replaced — compiles without a panic; every unread span is text
    /// of the input, and a card compiled from it keeps its printed numbers.
    #[test]
    fn fuzz_card_text_compiles_in_both_languages(card in any::<usize>(), other in any::<usize>(), edits in edits(6)) {
        let cards = builtin_cards();
        let c = &cards[card % cards.len()];
        let o = &cards[other % cards.len()];
        for lang in [Lang::Ja, Lang::En] {
            let (Some(t), Some(ot)) = (c.texts.get(&lang), o.texts.get(&lang)) else { continue };
            let source = format!("{}\n{}", t.effect, t.trigger.clone().unwrap_or_default());
            let mut text = source.clone();
            for &e in &edits {
                text = edit_text(&text, e, &ot.effect);
            }
            check_compile(&text, lang);
            let mut mutated = c.clone();
            if let Some(mt) = mutated.texts.get_mut(&lang) {
                mt.effect = text.clone();
            }
            let def = compile_card(&mutated, lang).def;
            prop_assert_eq!(def.power, c.power.unwrap_or(0));
            let _ = render_card(&def, lang);
        }
    }

    /// Random characters of the grammars' alphabet (and random bytes) compile without a panic.
    #[test]
    fn fuzz_card_text_of_random_characters(chars in prop::collection::vec(prop::sample::select(
        "aZ09 .,:;()[]{}【】「」《》『』、。：・•➀①−-+×xドン‼!!カードパワーコスト以下枚まで\n\r\t\u{3000}é".chars().collect::<Vec<char>>()), 0..60),
        bytes in prop::collection::vec(any::<u8>(), 0..60)) {
        let s: String = chars.into_iter().collect();
        for lang in [Lang::Ja, Lang::En] {
            check_compile(&s, lang);
            check_compile(&String::from_utf8_lossy(&bytes), lang);
        }
    }
}
