//! Computer players for the One Piece Card Game engine (`opcg-engine`): pure Rust, no IO, no
//! clock unless a time budget is asked for, builds natively and for wasm32.
//!
//! # Honest by construction
//! A [`Policy`] answers a decision from a [`Seen`]: the seat, its [`PlayerView`], its legal
//! actions and *determinizations* ([`Seen::determinize`], [`Seen::determinizer`]) — games that
//! match everything the seat knows with every card it cannot know redealt at random
//! (`opcg_engine::Determinizer`). `Seen` keeps the real game in a private field: no policy code
//! can reach the opponent's hand, the deck order, face-down Life or the random generator. Two
//! games the seat cannot tell apart give the same `Seen` answers for the same seed, hence the
//! same decision (`tests/honesty.rs`).
//!
//! # Policies
//! - [`RandomPolicy`]: uniform among the legal actions (conceding excluded).
//! - [`GreedyPolicy`]: one step ahead — each legal action is applied to a determinization, the
//!   game is carried to the next main-phase decision by a fast rule policy ([`quick`]: the
//!   opponent's blocks and counters, the seat's own follow-up choices), and the position is
//!   scored by a hand-written evaluation ([`eval`]: Life, board, DON!!, hand, deck, threats).
//! - [`SearchPolicy`]: determinized Monte Carlo search — the greedy ranking keeps the most
//!   promising actions, then each iteration samples a new determinization, applies one of them
//!   (chosen by UCB1), plays on with the fast rule policy (with some randomness) for a horizon
//!   of turns and scores the end with the evaluation; the action with the best mean wins.
//!   Iteration or time budget; a seeded generator makes each decision reproducible.
//!
//! [`decide`] runs a policy for the seat that must act in a game (what the arena and the page
//! call).
//!
//! [`kaiun`] holds the same three levels for Kaiun Colosseum (`kaiun-engine`), whose set phase
//! is a simultaneous hidden choice: they decide from the seat's view and determinizations only.

use game_core::Seat;
use opcg_engine::{Action, CardDb, Decision, Determinizer, Game, PlayerView};

pub mod eval;
mod greedy;
pub mod kaiun;
pub mod quick;
mod random;
mod search;

pub use greedy::GreedyPolicy;
pub use random::RandomPolicy;
pub use search::{SearchConfig, SearchPolicy};

/// What one seat may know when it decides: no access to the real game's hidden cards.
pub struct Seen<'g> {
    /// Private: policies reach the game only through the methods below.
    game: &'g Game,
    seat: Seat,
}

impl<'g> Seen<'g> {
    /// The information set of `seat` in `game`.
    pub fn new(game: &'g Game, seat: Seat) -> Self {
        Seen { game, seat }
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
        self.game.decision().filter(|d| d.seat == self.seat)
    }
    /// `legal_actions(seat)` borrowed (Concede is last).
    pub fn with_legal<R>(&self, f: impl FnOnce(&[Action]) -> R) -> R {
        self.game.with_legal_actions(self.seat, f)
    }
    pub fn legal(&self) -> Vec<Action> {
        self.game.legal_actions(self.seat)
    }
    /// Actions applied so far (public: both players see every action being taken).
    pub fn actions_applied(&self) -> u32 {
        self.game.actions_applied()
    }
    pub fn turn(&self) -> u32 {
        self.game.turn()
    }
    /// The card definitions (public).
    pub fn cards(&self) -> &CardDb {
        self.game.cards()
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

/// A computer player: answers any decision the engine asks with the index of one of
/// `legal_actions(seat)`.
pub trait Policy {
    /// A short name ("random", "greedy", "search").
    fn name(&self) -> String;
    /// The index into `seen.legal()` of the chosen action. Must be in range; never Concede
    /// unless it is the only action.
    fn choose(&mut self, seen: &Seen<'_>) -> usize;
    /// Playouts run so far (search only; 0 for the others).
    fn playouts(&self) -> u64 {
        0
    }
}

/// Make a policy by name (`random`, `greedy`, `search`) with a seed.
pub fn policy_by_name(name: &str, seed: u64, search: SearchConfig) -> Option<Box<dyn Policy>> {
    match name {
        "random" => Some(Box::new(RandomPolicy::new(seed))),
        "greedy" => Some(Box::new(GreedyPolicy::new(seed))),
        "search" => Some(Box::new(SearchPolicy::new(seed, search))),
        _ => None,
    }
}

/// Ask `policy` for the decision of the seat that must act in `game`; `None` once the game is
/// over. The answer is an index into `game.legal_actions(seat)`.
pub fn decide(policy: &mut dyn Policy, game: &Game) -> Option<(Seat, usize)> {
    let seat = game.decision_seat()?;
    let i = policy.choose(&Seen::new(game, seat));
    Some((seat, i))
}

/// The indices of the actions worth considering: everything but Concede (unless it is the only
/// action).
pub(crate) fn candidates(legal: &[Action]) -> Vec<usize> {
    let v: Vec<usize> = (0..legal.len()).filter(|&i| legal[i] != Action::Concede).collect();
    if v.is_empty() {
        vec![legal.len().saturating_sub(1)]
    } else {
        v
    }
}

/// splitmix64's finaliser: independent streams from one seed.
pub(crate) fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
