//! [`GreedyPolicy`]: one step ahead with a hand-written evaluation.

use game_core::{Rng, Seat};
use opcg_engine::{Action, DecisionKind, Game};

use crate::eval::evaluate;
use crate::quick::quick_pick;
use crate::{candidates, mix, Policy, Seen};

/// Steps the fast rule policy may take to carry a game to the next main-phase decision.
const SETTLE_STEPS: u32 = 400;

/// Carry `game` (a determinization) on with the fast rule policy until a main-phase decision
/// (of either seat) or the end: the opponent's blocks and counters and the seat's own follow-up
/// choices of an effect are answered, so the position can be judged.
pub(crate) fn settle(game: &mut Game, rng: &mut Rng) {
    for _ in 0..SETTLE_STEPS {
        let Some(seat) = game.decision_seat() else { return };
        if matches!(game.decision_kind(), Some(DecisionKind::Main)) {
            return;
        }
        let i = game.with_legal_actions(seat, |l| quick_pick(game, seat, l, rng, 0));
        if game.apply_legal_index(seat, i).is_err() {
            return;
        }
    }
}

/// The one-step score of each candidate (indices into `seat`'s legal actions in `base`, a
/// determinization): apply it, settle, evaluate. Ending the main phase changes nothing on the
/// board, so it is scored as the position before it (otherwise the opponent's draw and DON!!
/// would make it look worse than any other action).
pub(crate) fn one_step_scores(base: &Game, seat: Seat, cands: &[usize], rng: &mut Rng) -> Vec<f64> {
    let legal = base.legal_actions(seat);
    cands
        .iter()
        .map(|&i| {
            if legal.get(i) == Some(&Action::EndMainPhase) {
                return evaluate(base, seat);
            }
            let mut g = base.clone();
            if g.apply_legal_index(seat, i).is_err() {
                return 0.0;
            }
            settle(&mut g, rng);
            evaluate(&g, seat)
        })
        .collect()
}

/// Chooses the action whose resulting position (after the fast policy answers what follows up
/// to the next main-phase decision) the evaluation likes best, averaged over a few
/// determinizations.
#[derive(Clone, Debug)]
pub struct GreedyPolicy {
    seed: u64,
    /// Determinizations averaged per decision.
    pub samples: u32,
}

impl GreedyPolicy {
    pub fn new(seed: u64) -> Self {
        GreedyPolicy { seed, samples: 2 }
    }
}

impl Policy for GreedyPolicy {
    fn name(&self) -> String {
        "greedy".into()
    }
    fn choose(&mut self, seen: &Seen<'_>) -> usize {
        let cands = seen.with_legal(candidates);
        if cands.len() == 1 {
            return cands[0];
        }
        let seed = mix(self.seed, u64::from(seen.actions_applied()));
        let dz = seen.determinizer().without_log();
        let mut total = vec![0.0; cands.len()];
        for k in 0..u64::from(self.samples.max(1)) {
            let g = dz.sample(mix(seed, k));
            let mut rng = Rng::new(mix(seed, 1000 + k));
            for (t, s) in total.iter_mut().zip(one_step_scores(&g, seen.seat(), &cands, &mut rng)) {
                *t += s;
            }
        }
        best(&cands, &total)
    }
}

/// The candidate with the largest score (the first on ties).
pub(crate) fn best(cands: &[usize], scores: &[f64]) -> usize {
    let mut b = 0;
    for j in 1..cands.len() {
        if scores[j] > scores[b] {
            b = j;
        }
    }
    cands[b]
}
