//! The decks a new game can be played with.
//!
//! Until the original card pool arrives (opcg-cards), these are the engine's own test decks:
//! original cards with every keyword between them, legal per 5-1-2.

use opcg_engine::{testkit, ByPlayer, CardDb, DeckList, GameSetup, SetupOptions};

use crate::i18n::{both, Lang};

/// A deck a player can pick.
#[derive(Clone, Debug, PartialEq)]
pub struct BuiltinDeck {
    pub id: &'static str,
    name_ja: &'static str,
    name_en: &'static str,
    pub list: DeckList,
}

impl BuiltinDeck {
    #[must_use]
    pub fn name(&self, lang: Lang) -> &'static str {
        both(lang, self.name_ja, self.name_en)
    }
}

/// Every built-in deck.
#[must_use]
pub fn builtin() -> Vec<BuiltinDeck> {
    vec![
        BuiltinDeck { id: "test-a", name_ja: "テストデッキA（赤緑・速攻）", name_en: "Test deck A (red/green, rush)", list: testkit::deck_a() },
        BuiltinDeck { id: "test-b", name_ja: "テストデッキB（緑赤・守り）", name_en: "Test deck B (green/red, defence)", list: testkit::deck_b() },
        BuiltinDeck { id: "test-c", name_ja: "テストデッキC（赤緑・効果）", name_en: "Test deck C (red/green, effects)", list: testkit::deck_c() },
    ]
}

/// The card pool the built-in decks use.
#[must_use]
pub fn pool() -> CardDb {
    testkit::card_db()
}

/// A setup of two built-in decks (by index) with a seed.
#[must_use]
pub fn setup(a: usize, b: usize, seed: u64) -> Option<GameSetup> {
    let decks = builtin();
    let (a, b) = (decks.get(a)?.list.clone(), decks.get(b)?.list.clone());
    Some(GameSetup { cards: pool(), decks: ByPlayer::new(a, b), seed, options: SetupOptions::default() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use opcg_engine::Game;

    #[test]
    fn every_pair_of_builtin_decks_starts_a_game() {
        let n = builtin().len();
        for a in 0..n {
            for b in 0..n {
                let setup = setup(a, b, 1).unwrap();
                assert!(Game::new(setup).is_ok(), "{a} vs {b}");
            }
        }
        assert!(setup(n, 0, 1).is_none());
    }
}
