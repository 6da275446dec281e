//! The product's original built-in card pool and its preconstructed decks.
//!
//! Every card here is invented for this product: its name, traits and text (the template
//! phrases of the card text are the game's generic language). Each card is written in both
//! languages; both texts compile to the same effect data (names and traits compared through
//! the pool's own glossary, [`glossary`]).
//!
//! The cards live in `pool/cards.txt`, one block per card:
//!
//! ```text
//! == OT01-001
//! kind: Leader
//! colours: Red
//! life: 5
//! power: 5000
//! attributes: Slash
//! rarity: L
//! en.name: …
//! ja.name: …
//! en.traits: A / B
//! ja.traits: …
//! en.effect: one ability per line (the key repeated for each further line)
//! ja.effect: …
//! en.trigger: [Trigger] …
//! ja.trigger: 【トリガー】…
//! ```
//!
//! The decks are [`builtin_decks`]: four decks of different colours, one of them with a
//! two-colour leader, legal under 5-1-2, every pool card in one of them:
//!
//! | id | name | colours | leader | plan |
//! |---|---|---|---|---|
//! | `redwake` | 紅航の襲撃者 / Redwake Raiders | red | OT01-001 Ember Vale | \[Rush\], \[DON!! x1\] attackers, −power removal |
//! | `grove` | 森の番人 / Grove Wardens | green | OT01-015 Warden Sable Thorn | rest the opponent, \[Blocker\]s, DON!! set active |
//! | `harbor` | 港湾ギルド / Harbor Guild | blue | OT01-029 Harbormaster Quill | bounce, draw, counters |
//! | `sky` | 空賊団 / Sky Pirates | purple/yellow | OT01-043 Skyhook Rhea | DON!! −N tempo, \[Trigger\]s, a replacement effect |
//!
//! Between them the decks use every keyword and timing of 10-1 and 10-2 (the coverage test in
//! `tests/pool_decks.rs` walks the compiled effects and prints the table).

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use game_core::Lang;
use opcg_engine::{CardDb, CardKind, DeckList};

use crate::compile::{compile_card, Unread};
use crate::printed::{attribute_from_name, colour_from_name, kind_from_name, CardText, PrintedCard};

/// The card data of the pool.
const CARDS: &str = include_str!("pool/cards.txt");

/// A preconstructed deck of the built-in pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuiltinDeck {
    /// Stable id, e.g. "redwake".
    pub id: &'static str,
    /// The deck's name per language.
    pub name: BTreeMap<Lang, &'static str>,
    /// What the deck wants to do, per language (one or two sentences).
    pub plan: BTreeMap<Lang, &'static str>,
    /// The leader's number.
    pub leader: String,
    /// The 50 main-deck numbers.
    pub main: Vec<String>,
}

impl BuiltinDeck {
    /// The deck's name in `lang`.
    #[must_use]
    pub fn name(&self, lang: Lang) -> &'static str {
        self.name.get(&lang).copied().unwrap_or(self.id)
    }

    /// The engine's deck list.
    #[must_use]
    pub fn deck_list(&self) -> DeckList {
        DeckList { leader: self.leader.clone(), main: self.main.clone() }
    }

    /// The deck in the one-per-line list form (`1xOT01-001`, `4xOT01-002`, …).
    #[must_use]
    pub fn to_list_text(&self) -> String {
        crate::decklist::write(&self.leader, &self.main)
    }
}

/// Why a pool card did not compile completely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolError {
    pub number: String,
    pub lang: Lang,
    /// Unread clauses of the effect text.
    pub unread: Vec<Unread>,
    /// The unread \[Trigger\] text.
    pub trigger_unread: Option<Unread>,
}

impl fmt::Display for PoolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({:?}): unread", self.number, self.lang)?;
        for u in &self.unread {
            write!(f, " {:?}", u.text)?;
        }
        if let Some(u) = &self.trigger_unread {
            write!(f, " trigger {:?}", u.text)?;
        }
        Ok(())
    }
}

impl std::error::Error for PoolError {}

/// Every card of the built-in pool, in number order, with its text in both languages.
///
/// # Panics
/// Only if the pool's own data file is malformed (a test reads it).
#[must_use]
pub fn builtin_cards() -> Vec<PrintedCard> {
    parse_cards(CARDS).unwrap_or_else(|e| panic!("pool/cards.txt: {e}"))
}

/// The pool compiled into the engine's card database, names and traits in `lang`.
/// Every clause of every card must be read; otherwise every incomplete card is reported.
pub fn builtin_db_in(lang: Lang) -> Result<CardDb, Vec<PoolError>> {
    let mut defs = Vec::new();
    let mut errors = Vec::new();
    for card in builtin_cards() {
        let c = compile_card(&card, lang);
        if c.is_complete() {
            defs.push(c.def);
        } else {
            errors.push(PoolError { number: card.number.clone(), lang, unread: c.unread, trigger_unread: c.trigger_unread });
        }
    }
    if errors.is_empty() {
        Ok(CardDb::from_defs(defs))
    } else {
        Err(errors)
    }
}

/// The pool compiled into the engine's card database, in English.
pub fn builtin_db() -> Result<CardDb, Vec<PoolError>> {
    builtin_db_in(Lang::En)
}

/// Replaces every string of a serialised AST found in `glossary` (names and traits; a partial
/// trait keeps its trailing `*`), so a Japanese reading can be compared with an English one.
pub fn translate_names(v: &mut serde_json::Value, glossary: &HashMap<String, String>) {
    match v {
        serde_json::Value::String(s) => {
            let (base, star) = match s.strip_suffix('*') {
                Some(b) => (b.to_string(), "*"),
                None => (s.clone(), ""),
            };
            // a name printed with other spaces or a dash for the long-vowel mark is the same name
            // (glossaries also hold each name under its `name_key`)
            let found = glossary.get(&base).or_else(|| glossary.get(&opcg_engine::effect::name_key(&base)));
            if let Some(t) = found {
                *s = format!("{t}{star}");
            }
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(|x| translate_names(x, glossary)),
        serde_json::Value::Object(o) => o.values_mut().for_each(|x| translate_names(x, glossary)),
        _ => {}
    }
}

/// Japanese → English names and traits of the pool (for comparing the two readings of a card).
#[must_use]
pub fn glossary() -> HashMap<String, String> {
    let mut g = HashMap::new();
    for card in builtin_cards() {
        let (Some(ja), Some(en)) = (card.texts.get(&Lang::Ja), card.texts.get(&Lang::En)) else { continue };
        g.insert(ja.name.clone(), en.name.clone());
        for (j, e) in ja.traits.iter().zip(&en.traits) {
            g.insert(j.clone(), e.clone());
        }
    }
    g
}

fn deck(pairs: &[(&str, usize)]) -> Vec<String> {
    pairs.iter().flat_map(|(n, k)| std::iter::repeat_n((*n).to_string(), *k)).collect()
}

fn names(ja: &'static str, en: &'static str) -> BTreeMap<Lang, &'static str> {
    BTreeMap::from([(Lang::Ja, ja), (Lang::En, en)])
}

/// The four preconstructed decks.
#[must_use]
pub fn builtin_decks() -> Vec<BuiltinDeck> {
    decks::all()
}

/// The preconstructed deck with this id ("redwake", "grove", "harbor", "sky").
#[must_use]
pub fn builtin_deck(id: &str) -> Option<BuiltinDeck> {
    builtin_decks().into_iter().find(|d| d.id == id)
}

mod decks;

/// Reads the card file (see the module doc).
pub fn parse_cards(text: &str) -> Result<Vec<PrintedCard>, String> {
    let mut out: Vec<PrintedCard> = Vec::new();
    let mut cur: Option<PrintedCard> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let at = |m: String| format!("line {}: {m}", i + 1);
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(number) = line.strip_prefix("== ") {
            if let Some(c) = cur.take() {
                out.push(c);
            }
            cur = Some(PrintedCard {
                number: number.trim().to_string(),
                kind: CardKind::Character,
                colours: Vec::new(),
                cost: None,
                power: None,
                counter: None,
                life: None,
                attributes: Vec::new(),
                rarity: String::new(),
                block: Some(1),
                texts: BTreeMap::new(),
            });
            continue;
        }
        let Some(card) = cur.as_mut() else { return Err(at("a field before the first '== NUMBER'".into())) };
        let Some((key, value)) = line.split_once(':') else { return Err(at(format!("expected 'key: value', got {line:?}"))) };
        let value = value.strip_prefix(' ').unwrap_or(value);
        let num = |v: &str| v.trim().parse::<i32>().map_err(|_| at(format!("{key}: not a number: {v:?}")));
        match key {
            "kind" => card.kind = kind_from_name(value).ok_or_else(|| at(format!("unknown kind {value:?}")))?,
            "colours" => {
                card.colours = value
                    .split('/')
                    .map(|c| colour_from_name(c).ok_or_else(|| at(format!("unknown colour {c:?}"))))
                    .collect::<Result<_, _>>()?;
            }
            "attributes" => {
                card.attributes = value
                    .split('/')
                    .map(|c| attribute_from_name(c).ok_or_else(|| at(format!("unknown attribute {c:?}"))))
                    .collect::<Result<_, _>>()?;
            }
            "cost" => card.cost = Some(num(value)?),
            "power" => card.power = Some(num(value)?),
            "counter" => card.counter = Some(num(value)?),
            "life" => card.life = Some(u8::try_from(num(value)?).map_err(|_| at("life out of range".into()))?),
            "rarity" => card.rarity = value.trim().to_string(),
            _ => {
                let (lang, field) = key.split_once('.').ok_or_else(|| at(format!("unknown key {key:?}")))?;
                let lang = match lang {
                    "en" => Lang::En,
                    "ja" => Lang::Ja,
                    _ => return Err(at(format!("unknown language {lang:?}"))),
                };
                let t: &mut CardText = card.texts.entry(lang).or_default();
                match field {
                    "name" => t.name = value.to_string(),
                    "traits" => t.traits = value.split(" / ").map(|s| s.trim().to_string()).collect(),
                    "effect" => {
                        if !t.effect.is_empty() {
                            t.effect.push('\n');
                        }
                        t.effect.push_str(value);
                    }
                    "trigger" => t.trigger = Some(value.to_string()),
                    _ => return Err(at(format!("unknown field {field:?}"))),
                }
            }
        }
    }
    if let Some(c) = cur.take() {
        out.push(c);
    }
    Ok(out)
}
