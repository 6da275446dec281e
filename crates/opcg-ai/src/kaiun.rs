//! Computer players for Kaiun Colosseum (`kaiun-engine`), with the same honest shape as the
//! One Piece Card Game players: a [`KaiunPolicy`] answers from a [`KaiunSeen`] — the seat's
//! view, its legal actions and determinizations ([`kaiun_engine::Determinizer`]: the
//! opponent's hand, the card it set face down, both decks and both barriers redealt from what
//! the seat cannot know, the opponent's answers not carried out yet withdrawn). The set phase
//! is a simultaneous hidden choice (3-5-2, 6-3): a policy never learns the opponent's set card.
//!
//! - [`KaiunRandom`]: uniform among the legal actions (conceding excluded).
//! - [`KaiunGreedy`]: one step ahead — each action is applied to a few determinizations, the
//!   turn is played out with random answers for both seats until the seat's next set phase,
//!   and the position is scored by [`evaluate`] (barrier, hand, deck); the best mean wins.
//! - [`KaiunSearch`]: determinized Monte Carlo search — each iteration samples a new
//!   determinization, picks an action by UCB1, applies it and plays on with a fast rule policy
//!   for both seats (in the set phase mostly the card with the best luck for its cost, else at
//!   random) until the seat's set phase `horizon` turns later (or to the end of the game with
//!   `horizon: 0`), and scores the end with [`evaluate`]; the best mean wins. An iteration
//!   budget and a seeded generator make a decision reproducible. (Measured with the arena,
//!   400 iterations: as strong as the greedy level, both far above random; Kaiun Colosseum's
//!   battles are mostly luck once the card choice is sensible.)

use game_core::{Rng, Seat};
use kaiun_engine::{Action, Decision, Determinizer, Game, PlayerView};

use crate::mix;

/// What one seat of a Kaiun Colosseum game may know when it decides.
pub struct KaiunSeen<'g> {
    /// Private: policies reach the game only through the methods below.
    game: &'g Game,
    seat: Seat,
}

impl<'g> KaiunSeen<'g> {
    /// The information set of `seat` in `game`.
    pub fn new(game: &'g Game, seat: Seat) -> Self {
        KaiunSeen { game, seat }
    }
    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// Everything the seat may see (the UI's view).
    pub fn view(&self) -> PlayerView {
        self.game.view(self.seat)
    }
    /// The seat's pending decision, if it must act.
    pub fn decision(&self) -> Option<Decision> {
        self.game.decision(self.seat)
    }
    /// `legal_actions(seat)` (Concede is last).
    pub fn legal(&self) -> Vec<Action> {
        self.game.legal_actions(self.seat)
    }
    /// Events so far (the seat sees that each happened, if not always what): a stamp for
    /// seeding one decision.
    pub fn events(&self) -> usize {
        self.game.log().len()
    }
    /// One determinization for this seat (seeded).
    pub fn determinize(&self, seed: u64) -> Game {
        self.game.determinize(self.seat, seed)
    }
    /// A maker of many determinizations for this seat.
    pub fn determinizer(&self) -> Determinizer {
        Determinizer::new(self.game, self.seat)
    }
}

/// A computer player for Kaiun Colosseum: answers any decision with the index of one of
/// `legal_actions(seat)`.
pub trait KaiunPolicy {
    /// A short name ("random", "greedy", "search").
    fn name(&self) -> String;
    /// The index into `seen.legal()` of the chosen action; never Concede unless it is the only
    /// action.
    fn choose(&mut self, seen: &KaiunSeen<'_>) -> usize;
    /// Playouts run so far (0 for policies that do not play out).
    fn playouts(&self) -> u64 {
        0
    }
}

/// Make a Kaiun policy by name (`random`, `greedy`, `search`) with a seed; `iterations` is the
/// search budget per decision.
pub fn kaiun_policy_by_name(name: &str, seed: u64, iterations: u32) -> Option<Box<dyn KaiunPolicy>> {
    match name {
        "random" => Some(Box::new(KaiunRandom::new(seed))),
        "greedy" => Some(Box::new(KaiunGreedy::new(seed))),
        "search" => Some(Box::new(KaiunSearch::new(seed, iterations))),
        _ => None,
    }
}

/// The indices worth considering: everything but Concede (unless it is the only action).
fn candidates(legal: &[Action]) -> Vec<usize> {
    let v: Vec<usize> = (0..legal.len()).filter(|&i| legal[i] != Action::Concede).collect();
    if v.is_empty() {
        vec![legal.len().saturating_sub(1)]
    } else {
        v
    }
}

/// A uniformly random legal action of `seat` in `game`, conceding excluded.
fn random_action(game: &Game, seat: Seat, rng: &mut Rng) -> Option<Action> {
    let mut legal = game.legal_actions(seat);
    if legal.len() > 1 {
        legal.pop(); // Concede, always last
    }
    let i = rng.below(legal.len() as u32) as usize;
    (i < legal.len()).then(|| legal.swap_remove(i))
}

/// A fast rule answer for playouts: in the set phase, most of the time the hand card with the
/// best luck for its cost (運値 of a won and of a lost or tied janken, less the cost paid from
/// the deck, 6-6-1); otherwise (and for effect choices) a random legal action.
fn quick_action(game: &Game, seat: Seat, rng: &mut Rng, greedy_pct: u32) -> Option<Action> {
    if greedy_pct > 0 && rng.below(100) < greedy_pct {
        if let Some(kaiun_engine::Decision { kind: kaiun_engine::DecisionKind::Set { hand, .. }, .. }) = game.decision(seat) {
            let worth = |no| game.card_def(no).map_or(i32::MIN, |d| i32::from(d.luck_win) + i32::from(d.luck_lose) - i32::from(d.cost));
            if let Some(best) = hand.iter().max_by_key(|c| (worth(c.no), std::cmp::Reverse(c.id))) {
                return Some(Action::Set { card: best.id });
            }
        }
    }
    random_action(game, seat, rng)
}

/// Plays `game` on with [`quick_action`] answers for every seat that must act, until it ends,
/// `stop` says so, or a step cap.
fn playout(game: &mut Game, rng: &mut Rng, greedy_pct: u32, stop: impl Fn(&Game) -> bool) {
    for _ in 0..2000 {
        if game.result().is_some() || stop(game) {
            return;
        }
        let seats = game.decision_seats();
        let Some(&seat) = seats.first() else { return };
        let Some(a) = quick_action(game, seat, rng, greedy_pct) else { return };
        if game.apply(seat, a).is_err() {
            return;
        }
    }
}

/// The value of a position for `seat` in `0.0..=1.0` (an estimate of the chance to win): 1 for
/// a won game, 0 for a lost one; otherwise barrier cards (a lost battle without barrier loses,
/// 1-2-1-1-1) weigh most, then cards in hand (the choice of the next set), then the deck (a
/// refresh without barrier loses, 1-2-1-1-2). Only applied to determinizations.
pub fn evaluate(game: &Game, seat: Seat) -> f64 {
    if let Some(r) = game.result() {
        return if r.winner == seat { 1.0 } else { 0.0 };
    }
    let v = game.view(seat);
    let side = |s: &kaiun_engine::SideView| {
        let barrier = [0.0, 2.0, 3.4, 4.4, 5.2, 5.8, 6.3][s.barrier_count.min(6)] + 0.4 * s.barrier_count.saturating_sub(6) as f64;
        barrier + 0.35 * (s.hand.len().min(8) as f64) + 0.03 * (s.deck_count.min(30) as f64)
    };
    let d = side(&v.me) - side(&v.opponent);
    1.0 / (1.0 + (-d / 2.5).exp())
}

/// Plays a uniformly random legal action (never concedes unless nothing else is legal).
#[derive(Clone, Debug)]
pub struct KaiunRandom {
    seed: u64,
}

impl KaiunRandom {
    pub fn new(seed: u64) -> Self {
        KaiunRandom { seed }
    }
}

impl KaiunPolicy for KaiunRandom {
    fn name(&self) -> String {
        "random".into()
    }
    fn choose(&mut self, seen: &KaiunSeen<'_>) -> usize {
        let c = candidates(&seen.legal());
        let mut rng = Rng::new(mix(self.seed, seen.events() as u64 ^ ((seen.seat().index() as u64) << 40)));
        c[rng.below(c.len() as u32) as usize]
    }
}

/// One step ahead over a few determinizations (see the module docs).
#[derive(Clone, Debug)]
pub struct KaiunGreedy {
    seed: u64,
    /// Determinizations per action.
    pub samples: u32,
    playouts: u64,
}

impl KaiunGreedy {
    pub fn new(seed: u64) -> Self {
        KaiunGreedy { seed, samples: 12, playouts: 0 }
    }
}

/// The seed of one decision: the policy's seed, the seat and the public event count.
fn decision_seed(seed: u64, seen: &KaiunSeen<'_>) -> u64 {
    mix(seed, seen.events() as u64 ^ ((seen.seat().index() as u64) << 40))
}

impl KaiunPolicy for KaiunGreedy {
    fn name(&self) -> String {
        "greedy".into()
    }
    fn playouts(&self) -> u64 {
        self.playouts
    }
    fn choose(&mut self, seen: &KaiunSeen<'_>) -> usize {
        let c = candidates(&seen.legal());
        if c.len() == 1 {
            return c[0];
        }
        let seat = seen.seat();
        let seed = decision_seed(self.seed, seen);
        let dz = seen.determinizer().without_log();
        let turn = seen.view().turn;
        let mut best = (f64::NEG_INFINITY, c[0]);
        for &i in &c {
            let mut sum = 0.0;
            for s in 0..self.samples {
                // The same worlds for every action: the comparison is between actions.
                let mut g = dz.sample(mix(seed, u64::from(s)));
                let mut rng = Rng::new(mix(seed, u64::from(s) + 1000));
                let Some(a) = g.legal_actions(seat).get(i).cloned() else { continue };
                if g.apply(seat, a).is_ok() {
                    playout(&mut g, &mut rng, 0, |g| g.turn() > turn && g.decision(seat).is_some_and(|d| matches!(d.kind, kaiun_engine::DecisionKind::Set { .. })));
                }
                sum += evaluate(&g, seat);
                self.playouts += 1;
            }
            if sum > best.0 {
                best = (sum, i);
            }
        }
        best.1
    }
}

/// Determinized Monte Carlo search with playouts to the end of the game (see the module docs).
#[derive(Clone, Debug)]
pub struct KaiunSearch {
    seed: u64,
    /// Iterations (playouts) per decision.
    pub iterations: u32,
    /// UCB1 exploration constant (values are in `0..1`).
    pub exploration: f64,
    /// Turns a playout runs before the position is evaluated (0: to the end of the game).
    pub horizon: u32,
    /// Share (percent) of set-phase answers in playouts taken by the card's worth, not at random.
    pub greedy_pct: u32,
    playouts: u64,
}

impl KaiunSearch {
    pub fn new(seed: u64, iterations: u32) -> Self {
        KaiunSearch { seed, iterations, exploration: 0.5, horizon: 1, greedy_pct: 70, playouts: 0 }
    }
}

impl KaiunPolicy for KaiunSearch {
    fn name(&self) -> String {
        "search".into()
    }
    fn playouts(&self) -> u64 {
        self.playouts
    }
    fn choose(&mut self, seen: &KaiunSeen<'_>) -> usize {
        let c = candidates(&seen.legal());
        if c.len() == 1 {
            return c[0];
        }
        let seat = seen.seat();
        let seed = decision_seed(self.seed, seen);
        let dz = seen.determinizer().without_log();
        let k = c.len();
        let mut n = vec![0u32; k];
        let mut sum = vec![0.0f64; k];
        let mut rng = Rng::new(mix(seed, u64::MAX));
        let until = seen.view().turn + self.horizon;
        let horizon = self.horizon;
        for it in 0..self.iterations.max(k as u32) {
            let j = match n.iter().position(|&x| x == 0) {
                Some(j) => j,
                None => {
                    let ln = f64::from(it).ln();
                    let ucb = |j: usize| sum[j] / f64::from(n[j]) + self.exploration * (ln / f64::from(n[j])).sqrt();
                    (1..k).fold(0, |b, j| if ucb(j) > ucb(b) { j } else { b })
                }
            };
            let mut g = dz.sample(mix(seed, u64::from(it)));
            if let Some(a) = g.legal_actions(seat).get(c[j]).cloned() {
                if g.apply(seat, a).is_ok() {
                    playout(&mut g, &mut rng, self.greedy_pct, |g| horizon > 0 && g.turn() >= until && g.decision(seat).is_some_and(|d| matches!(d.kind, kaiun_engine::DecisionKind::Set { .. })));
                }
            }
            n[j] += 1;
            sum[j] += evaluate(&g, seat);
            self.playouts += 1;
        }
        let mean = |j: usize| if n[j] == 0 { -1.0 } else { sum[j] / f64::from(n[j]) };
        let b = (1..k).fold(0, |b, j| if mean(j) > mean(b) { j } else { b });
        c[b]
    }
}

/// Ask `policy` for the decision of `seat` in `game` (an index into
/// `game.legal_actions(seat)`), or `None` if the seat has nothing to decide.
pub fn kaiun_decide(policy: &mut dyn KaiunPolicy, game: &Game, seat: Seat) -> Option<usize> {
    game.decision(seat)?;
    Some(policy.choose(&KaiunSeen::new(game, seat)))
}
