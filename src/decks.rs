//! The decks a new game can be played with, and the cards they draw on.
//!
//! - The built-in decks of our original card pool (`opcg_cards::pool`: cards written in both
//!   languages, four preconstructed decks).
//! - Decks the player built or imported, kept in local storage as deck-list text (`4xNUM`).
//! - Cards the player imported from a card-list file (punk-records JSON), kept in local storage
//!   as printed and read by the worker ([`crate::cardlist`], [`crate::readings`]).
//!
//! The built-in pool comes compiled: `build.rs` runs the card-text compiler at build time and
//! the page decodes its output ([`builtin_db`]), so the page itself has no compiler.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use opcg_cards::PrintedCard;
use opcg_engine::{ByPlayer, CardDb, DeckList, SetupOptions};
use serde::{Deserialize, Serialize};

use crate::i18n::{t, Lang, Msg};
use crate::session::Setup;

/// The built-in pool as compiled by `build.rs` (a JSON list of the engine's `CardDef`).
const BUILTIN_DEFS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/builtin-defs.bin"));

const SAVED_KEY: &str = "opcg.decks.v1";

/// A deck the player can pick.
#[derive(Clone, Debug, PartialEq)]
pub struct DeckEntry {
    pub id: String,
    name_ja: String,
    name_en: String,
    pub list: DeckList,
    /// Built and saved by the player (can be edited and deleted).
    pub saved: bool,
}

impl DeckEntry {
    #[must_use]
    pub fn name(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ja => &self.name_ja,
            Lang::En => &self.name_en,
        }
    }
}

/// A deck the player saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedDeck {
    pub id: String,
    pub name: String,
    /// The deck list in the `4xNUM` form.
    pub list: String,
}

/// The built-in decks.
#[must_use]
pub fn builtin_only() -> Vec<DeckEntry> {
    opcg_cards::builtin_decks()
        .into_iter()
        .map(|d| DeckEntry {
            id: d.id.to_string(),
            name_ja: d.name(Lang::Ja).to_string(),
            name_en: d.name(Lang::En).to_string(),
            list: d.deck_list(),
            saved: false,
        })
        .collect()
}

thread_local! {
    static BUILTIN_DB: CardDb = postcard::from_bytes(BUILTIN_DEFS).unwrap_or_default();
    static PRINTED: RefCell<Option<BTreeMap<String, PrintedCard>>> = const { RefCell::new(None) };
}

/// Runs `f` on the printed card of `number` (built-in or imported), if there is one.
fn with_printed<T>(number: &str, f: impl FnOnce(&PrintedCard) -> T) -> Option<T> {
    PRINTED.with(|p| {
        p.borrow_mut()
            .get_or_insert_with(|| {
                let mut all: BTreeMap<String, PrintedCard> = crate::cardlist::imported().into_iter().map(|c| (c.number.clone(), c)).collect();
                for c in opcg_cards::builtin_cards() {
                    all.insert(c.number.clone(), c);
                }
                all
            })
            .get(number)
            .map(f)
    })
}

/// A card as printed (its names and texts in both languages), built-in or imported.
#[must_use]
pub fn printed(number: &str) -> Option<PrintedCard> {
    with_printed(number, Clone::clone)
}

/// Forgets the cached printed cards (after an import).
pub fn refresh_printed() {
    PRINTED.with(|p| *p.borrow_mut() = None);
}

/// The name of a card in `lang`, from its printed text when known, else `fallback`.
#[must_use]
pub fn display_name(number: &str, lang: Lang, fallback: &str) -> String {
    with_printed(number, |p| p.name(lang).to_string()).unwrap_or_else(|| fallback.to_string())
}

/// Every deck a new game can use: the built-in ones, then the player's saved decks that read
/// as deck lists of known cards.
#[must_use]
pub fn builtin() -> Vec<DeckEntry> {
    let pool = pool();
    let mut all = builtin_only();
    for s in saved() {
        let Ok(d) = opcg_cards::decklist::parse(&s.list, |n| pool.by_number(n).map(|c| c.kind)) else { continue };
        let list: DeckList = d.into();
        // Only legal decks (5-1-2) are offered for a game; the builder shows what is wrong.
        if deck_errors(&pool, &list).is_empty() {
            let name = format!("★ {}", s.name);
            all.push(DeckEntry { id: s.id, name_ja: name.clone(), name_en: name, list, saved: true });
        }
    }
    all
}

/// The card pool games are played with: the built-in cards and the imported ones.
#[must_use]
pub fn pool() -> CardDb {
    let mut db = builtin_db();
    for def in crate::cardlist::imported_defs() {
        if db.by_number(&def.number).is_none() {
            db.insert(def);
        }
    }
    db
}

/// The player's saved decks (none when storage is unavailable; an unreadable list is put aside,
/// [`crate::store::read_or_set_aside`], so the next save does not write over it).
#[must_use]
pub fn saved() -> Vec<SavedDeck> {
    crate::store::read_or_set_aside(SAVED_KEY, read_saved).unwrap_or_default()
}

fn read_saved(text: &str) -> Result<Vec<SavedDeck>, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The saved decks, for a writer: an unreadable list that could not be put aside stops it.
fn saved_before_writing() -> Option<Vec<SavedDeck>> {
    crate::store::read_before_writing(SAVED_KEY, read_saved).ok().map(Option::unwrap_or_default)
}

/// Saves (or replaces, by id) a deck. Returns false when storage refused it.
pub fn save(deck: SavedDeck) -> bool {
    let Some(mut all) = saved_before_writing() else { return false };
    match all.iter_mut().find(|d| d.id == deck.id) {
        Some(d) => *d = deck,
        None => all.push(deck),
    }
    crate::store::set(SAVED_KEY, &all)
}

pub fn delete(id: &str) {
    let Some(all) = saved_before_writing() else { return };
    let all: Vec<SavedDeck> = all.into_iter().filter(|d| d.id != id).collect();
    crate::store::set(SAVED_KEY, &all);
}

/// A fresh id for a new saved deck.
#[must_use]
pub fn new_id() -> String {
    let taken: BTreeSet<String> = saved().into_iter().map(|d| d.id).collect();
    (1..).map(|i| format!("deck-{i}")).find(|id| !taken.contains(id)).unwrap_or_default()
}

/// A setup of two decks (by index into [`builtin`]) with a seed; the imported cards the decks
/// use travel with it as printed.
#[must_use]
pub fn setup(a: usize, b: usize, seed: u64) -> Option<Setup> {
    let decks = builtin();
    let (a, b) = (decks.get(a)?.list.clone(), decks.get(b)?.list.clone());
    Some(Setup::new(ByPlayer::new(a, b), seed, SetupOptions::default(), printed))
}

/// The built-in pool compiled (once per page).
#[must_use]
pub fn builtin_db() -> CardDb {
    BUILTIN_DB.with(Clone::clone)
}

/// Runs `f` on the built-in pool (without the copy [`builtin_db`] makes).
pub fn with_builtin_db<T>(f: impl FnOnce(&CardDb) -> T) -> T {
    BUILTIN_DB.with(f)
}

/// What breaks the deck-building rules (5-1-2) in one deck.
#[must_use]
pub fn deck_errors(pool: &CardDb, deck: &DeckList) -> Vec<opcg_engine::SetupError> {
    // The same deck in both seats: seat A's violations come first and are half of them.
    let both = ByPlayer::new(deck.clone(), deck.clone());
    let mut errors: Vec<_> = opcg_engine::setup::validate_parts(pool, &both, &SetupOptions::default())
        .into_iter()
        .filter(|e| !matches!(e, opcg_engine::SetupError::DonDeckSize { .. }))
        .collect();
    errors.truncate(errors.len() / 2);
    errors
}

/// A short label of the deck-building rules for the interface.
#[must_use]
pub fn rules_hint(lang: Lang) -> &'static str {
    t(lang, Msg::OneLeaderExactly50Cards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use opcg_engine::{Game, GameSetup};

    /// The page's built-in pool (compiled by `build.rs`, decoded here) is the compiler's
    /// reading of the pool, card for card: the page plays what the text says without carrying
    /// the compiler.
    #[test]
    fn the_shipped_pool_is_the_compilers_reading() {
        let shipped = builtin_db();
        let compiled = opcg_cards::builtin_db().unwrap();
        assert_eq!(shipped, compiled);
        assert_eq!(shipped.len(), opcg_cards::builtin_cards().len());
    }

    #[test]
    fn every_pair_of_builtin_decks_starts_a_game() {
        let decks = builtin_only();
        assert!(decks.len() >= 4);
        for a in &decks {
            assert!(deck_errors(&pool(), &a.list).is_empty(), "{}", a.id);
            for b in &decks {
                let setup = GameSetup { cards: pool(), decks: ByPlayer::new(a.list.clone(), b.list.clone()), seed: 1, options: SetupOptions::default() };
                assert!(Game::new(setup).is_ok(), "{} vs {}", a.id, b.id);
            }
        }
    }

    #[test]
    fn names_come_from_the_printed_card_in_each_language() {
        let deck = &builtin_only()[0];
        let ja = display_name(&deck.list.leader, Lang::Ja, "?");
        let en = display_name(&deck.list.leader, Lang::En, "?");
        assert_ne!(ja, en);
        assert_eq!(display_name("NOPE-1", Lang::En, "fallback"), "fallback");
    }

    #[test]
    fn a_deck_breaking_the_rules_is_explained() {
        let mut list = builtin_only()[0].list.clone();
        list.main.pop();
        let errors = deck_errors(&pool(), &list);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].to_string().contains("49"), "{}", errors[0]);
    }
}
