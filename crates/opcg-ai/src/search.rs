//! [`SearchPolicy`]: determinized Monte Carlo search over the seat's actions.
//!
//! 1. Rank every legal action one step ahead on one determinization (as [`crate::GreedyPolicy`]
//!    does) and keep the `width` best (the root's candidates; the rest are not searched).
//! 2. Each iteration samples a new determinization (the opponent's hand, both decks, face-down
//!    Life and the future's random generator redrawn from what the seat cannot know), picks a
//!    candidate by UCB1 over the values so far, applies it, and plays on with the fast rule
//!    policy (a `random_pct` share of uniformly random answers) for both seats until the game
//!    ends or the first main-phase decision `horizon` turns later; the evaluation of that
//!    position (a win is 1, a loss 0) is the iteration's value.
//! 3. The candidate with the best mean value is played (ties: the better one-step rank).
//!
//! Sampling a new determinization per iteration and sharing the statistics across them makes
//! this a single-level information-set search (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"
//! restricted to the root): it averages over the worlds the seat cannot tell apart instead of
//! trusting one.

use game_core::Rng;
use opcg_engine::{DecisionKind, Game};

use crate::eval::evaluate;
use crate::greedy::one_step_scores;
use crate::quick::quick_pick;
use crate::{candidates, mix, Policy, Seen};

/// The budget and shape of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iterations (playouts) per decision.
    pub iterations: u32,
    /// Also stop after this many milliseconds (native only: wasm32 has no clock in the engine
    /// crates, the page gives an iteration budget).
    pub time_ms: Option<u64>,
    /// Turns a playout runs before the position is evaluated.
    pub horizon: u32,
    /// Candidates kept from the one-step ranking.
    pub width: usize,
    /// Share (percent) of random answers in playouts.
    pub random_pct: u32,
    /// UCB1 exploration constant (values are in `0..1`).
    pub exploration: f64,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig { iterations: 1000, time_ms: None, horizon: 2, width: 12, random_pct: 0, exploration: 0.25 }
    }
}

/// Determinized Monte Carlo search (see the module docs).
#[derive(Clone, Debug)]
pub struct SearchPolicy {
    seed: u64,
    pub config: SearchConfig,
    playouts: u64,
}

impl SearchPolicy {
    pub fn new(seed: u64, config: SearchConfig) -> Self {
        SearchPolicy { seed, config, playouts: 0 }
    }
}

/// Play `game` on with the fast rule policy until it ends or a main-phase decision at turn
/// `until_turn` or later.
fn playout(game: &mut Game, until_turn: u32, random_pct: u32, rng: &mut Rng) {
    for _ in 0..3000 {
        let Some(seat) = game.decision_seat() else { return };
        if game.turn() >= until_turn && matches!(game.decision_kind(), Some(DecisionKind::Main)) {
            return;
        }
        let i = game.with_legal_actions(seat, |l| quick_pick(game, seat, l, rng, random_pct));
        if game.apply_legal_index(seat, i).is_err() {
            return;
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
struct Clock(Option<(std::time::Instant, std::time::Duration)>);
#[cfg(not(target_arch = "wasm32"))]
impl Clock {
    fn start(ms: Option<u64>) -> Clock {
        Clock(ms.map(|m| (std::time::Instant::now(), std::time::Duration::from_millis(m))))
    }
    fn out(&self) -> bool {
        self.0.is_some_and(|(t, d)| t.elapsed() >= d)
    }
}
#[cfg(target_arch = "wasm32")]
struct Clock;
#[cfg(target_arch = "wasm32")]
impl Clock {
    fn start(_: Option<u64>) -> Clock {
        Clock
    }
    fn out(&self) -> bool {
        false
    }
}

impl Policy for SearchPolicy {
    fn name(&self) -> String {
        "search".into()
    }
    fn playouts(&self) -> u64 {
        self.playouts
    }
    fn choose(&mut self, seen: &Seen<'_>) -> usize {
        let cands = seen.with_legal(candidates);
        if cands.len() == 1 {
            return cands[0];
        }
        let clock = Clock::start(self.config.time_ms);
        let seat = seen.seat();
        let seed = mix(self.seed, u64::from(seen.actions_applied()));
        let dz = seen.determinizer().without_log();
        // 1. One-step ranking on one determinization; keep the best `width`.
        let mut rng = Rng::new(mix(seed, u64::MAX));
        let prior = one_step_scores(&dz.sample(mix(seed, u64::MAX - 1)), seat, &cands, &mut rng);
        let mut order: Vec<usize> = (0..cands.len()).collect();
        order.sort_by(|&x, &y| prior[y].total_cmp(&prior[x]).then(x.cmp(&y)));
        order.truncate(self.config.width.max(1));
        if order.len() == 1 {
            return cands[order[0]];
        }
        // 2. UCB1 over the kept candidates, one new determinization per iteration.
        let k = order.len();
        let mut n = vec![0u32; k];
        let mut sum = vec![0.0f64; k];
        let until = seen.turn() + self.config.horizon;
        for (total, it) in (0..self.config.iterations).enumerate() {
            if it > 0 && clock.out() {
                break;
            }
            let j = match n.iter().position(|&c| c == 0) {
                Some(j) => j,
                None => {
                    let ln = (total as f64).ln();
                    let ucb = |j: usize| sum[j] / f64::from(n[j]) + self.config.exploration * (ln / f64::from(n[j])).sqrt();
                    (1..k).fold(0, |b, j| if ucb(j) > ucb(b) { j } else { b })
                }
            };
            let mut g = dz.sample(mix(seed, u64::from(it)));
            if g.apply_legal_index(seat, cands[order[j]]).is_ok() {
                playout(&mut g, until, self.config.random_pct, &mut rng);
            }
            n[j] += 1;
            sum[j] += evaluate(&g, seat);
            self.playouts += 1;
        }
        // 3. The best mean (unvisited candidates last; ties keep the one-step order).
        let mean = |j: usize| if n[j] == 0 { -1.0 } else { sum[j] / f64::from(n[j]) };
        let b = (1..k).fold(0, |b, j| if mean(j) > mean(b) { j } else { b });
        cands[order[b]]
    }
}
