//! The games of the playouts benchmarks (`wasm_bench` in WebAssembly, `playouts_bench` natively):
//! the same work in both, so their figures compare.

use std::sync::Arc;

use opcg_ai::kaiun::{kaiun_decide, KaiunGreedy, KaiunSearch};
use opcg_ai::{decide, GreedyPolicy, Policy, SearchConfig, SearchPolicy};
use opcg_engine::{ByPlayer, Game, SetupOptions};

/// Plays one One Piece Card Game of the first two built-in decks, search (`iterations` per
/// decision) against greedy, for at most `decisions` search decisions; returns the playouts
/// run (0 if the built-in pool does not load).
#[no_mangle]
pub extern "C" fn opcg_playouts(decisions: u32, iterations: u32, seed: u32) -> u64 {
    let Ok(db) = opcg_cards::pool::builtin_db() else { return 0 };
    let decks: Vec<_> = opcg_cards::pool::builtin_decks().iter().map(|d| d.deck_list()).collect();
    let (Some(a), Some(b)) = (decks.first(), decks.get(1)) else { return 0 };
    let Ok(mut game) = Game::new_shared(Arc::new(db), &ByPlayer::new(a.clone(), b.clone()), u64::from(seed), SetupOptions::default()) else { return 0 };
    let mut search = SearchPolicy::new(u64::from(seed), SearchConfig { iterations, ..SearchConfig::default() });
    let mut greedy = GreedyPolicy::new(u64::from(seed) ^ 1);
    let mut asked = 0;
    while asked < decisions {
        let Some(seat) = game.decision_seat() else { break };
        let p: &mut dyn Policy = if seat == opcg_engine::Seat::A { &mut search } else { &mut greedy };
        let Some((s, i)) = decide(p, &game) else { break };
        if s == opcg_engine::Seat::A && game.with_legal_actions(s, <[_]>::len) > 2 {
            asked += 1;
        }
        if game.apply_legal_index(s, i).is_err() {
            break;
        }
    }
    search.playouts()
}

/// The same for Kaiun Colosseum: search against greedy; returns the search's playouts.
#[no_mangle]
pub extern "C" fn kaiun_playouts(decisions: u32, iterations: u32, seed: u32) -> u64 {
    let decks = kaiun_engine::builtin_decks();
    let (Some(a), Some(b)) = (decks.first(), decks.get(1)) else { return 0 };
    let Ok(mut game) = kaiun_engine::Game::new(kaiun_engine::GameSetup::new(a.cards.clone(), b.cards.clone(), u64::from(seed))) else { return 0 };
    let mut search = KaiunSearch::new(u64::from(seed), iterations);
    let mut greedy = KaiunGreedy::new(u64::from(seed) ^ 1);
    let mut asked = 0;
    while asked < decisions && game.result().is_none() {
        let Some(&seat) = game.decision_seats().first() else { break };
        let legal = game.legal_actions(seat);
        let i = if seat == kaiun_engine::Seat::A {
            asked += 1;
            kaiun_decide(&mut search, &game, seat)
        } else {
            kaiun_decide(&mut greedy, &game, seat)
        };
        let Some(action) = i.and_then(|i| legal.get(i).cloned()) else { break };
        if game.apply(seat, action).is_err() {
            break;
        }
    }
    opcg_ai::kaiun::KaiunPolicy::playouts(&search)
}
