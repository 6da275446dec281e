//! [`RandomPolicy`]: uniform among the legal actions, conceding excluded.

use game_core::Rng;

use crate::{candidates, mix, Policy, Seen};

/// Plays a uniformly random legal action (never concedes unless nothing else is legal).
#[derive(Clone, Debug)]
pub struct RandomPolicy {
    seed: u64,
}

impl RandomPolicy {
    pub fn new(seed: u64) -> Self {
        RandomPolicy { seed }
    }
}

impl Policy for RandomPolicy {
    fn name(&self) -> String {
        "random".into()
    }
    fn choose(&mut self, seen: &Seen<'_>) -> usize {
        let c = seen.with_legal(candidates);
        let mut rng = Rng::new(mix(self.seed, u64::from(seen.actions_applied())));
        c[rng.below(c.len() as u32) as usize]
    }
}
