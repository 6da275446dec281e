//! Shared by the opcg-ai tests: games of the built-in decks played at random.

use std::sync::Arc;

use opcg_engine::{ByPlayer, CardDb, DeckList, DecisionKind, Game, Rng, SetupOptions};

pub fn pool() -> (Arc<CardDb>, Vec<DeckList>) {
    let db = Arc::new(opcg_cards::pool::builtin_db().expect("the built-in pool compiles"));
    let decks = opcg_cards::pool::builtin_decks().iter().map(|d| d.deck_list()).collect();
    (db, decks)
}

/// The name of a decision kind (for coverage counts).
#[allow(dead_code)]
pub fn kind_name(k: &DecisionKind) -> &'static str {
    match k {
        DecisionKind::ChooseFirst => "ChooseFirst",
        DecisionKind::Mulligan => "Mulligan",
        DecisionKind::Main => "Main",
        DecisionKind::Block { .. } => "Block",
        DecisionKind::Counter { .. } => "Counter",
        DecisionKind::Trigger { .. } => "Trigger",
        DecisionKind::YesNo { .. } => "YesNo",
        DecisionKind::ChooseOption { .. } => "ChooseOption",
        DecisionKind::ReturnDon { .. } => "ReturnDon",
        DecisionKind::ChooseCards { .. } => "ChooseCards",
        DecisionKind::ByHand { .. } => "ByHand",
    }
}

/// Plays up to `games` random games over every ordered pairing of the built-in decks and calls
/// `f` at every decision; stops when `f` returns false.
pub fn random_positions(games: u64, seed: u64, mut f: impl FnMut(&Game) -> bool) {
    let (db, decks) = pool();
    let n = decks.len() as u64;
    for g in 0..games {
        let pair = ByPlayer::new(decks[(g % n) as usize].clone(), decks[((g / n) % n) as usize].clone());
        let mut game = Game::new_shared(db.clone(), &pair, seed.wrapping_mul(7919).wrapping_add(g), SetupOptions::default()).expect("built-in decks are legal");
        let mut rng = Rng::new(seed ^ g);
        while let Some(seat) = game.decision_seat() {
            if !f(&game) {
                return;
            }
            let len = game.with_legal_actions(seat, <[_]>::len);
            let pick = rng.below((len - 1).max(1) as u32) as usize;
            game.apply_legal_index(seat, pick).expect("a listed action is legal");
        }
    }
}
