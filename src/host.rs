//! What both tables' sessions are, written once: a game with its history that can apply a
//! seat's action, take one back, be saved and loaded, and be shown after some of its steps (a
//! replay). [`GameSession`] is implemented by the One Piece Card Game's [`crate::session::Session`]
//! and Kaiun Colosseum's [`crate::kaiun::KaiunSession`]; the rules of a table that depend only on
//! it — how far an undo goes against the computer, whether a computer's answer still applies —
//! are here, once.

use game_core::Seat;

use crate::prefs::PlayMode;

/// A game being played at this device, with its history.
pub trait GameSession: Sized {
    /// A play of the game.
    type Action;
    /// Why a play was refused.
    type Refused: std::fmt::Display;
    /// Why a save could not be loaded.
    type LoadError: std::fmt::Display;

    /// How the game is played here (pass and play, open hands, against the computer).
    fn mode(&self) -> PlayMode;
    /// The seat that must act now; `None` once the game is over.
    fn acting(&self) -> Option<Seat>;
    /// How many steps the game has taken.
    fn steps(&self) -> usize;
    /// Applies `seat`'s action; on error nothing changes.
    fn play(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Refused>;
    /// Takes back the last step; false when there is none.
    fn undo(&mut self) -> bool;
    /// The save text.
    fn save(&self) -> String;
    /// Reads a save text and replays it.
    fn load(text: &str) -> Result<Self, Self::LoadError>;
    /// The game after its first `steps` steps (a copy, for a replay; the session is unchanged).
    #[must_use]
    fn at_step(&self, steps: usize) -> Self;
}

/// Takes back the last step, and against the computer every step back to the person's last
/// decision (the computer's answers since go with it). False when there was nothing to take back.
pub fn undo<S: GameSession>(s: &mut S) -> bool {
    match s.mode() {
        PlayMode::Computer { person, .. } => {
            let back = s.undo();
            while back && s.acting() != Some(person) && s.undo() {}
            back
        }
        _ => s.undo(),
    }
}

/// Applies the computer's answer for `seat`, decided when the game had `at` steps, if the game
/// is still there (not moved on or taken back since). True when it was applied.
pub fn computer_answer<S: GameSession>(s: &mut S, at: usize, seat: Seat, action: S::Action) -> bool {
    s.steps() == at && s.acting() == Some(seat) && s.play(seat, action).is_ok()
}

impl GameSession for crate::session::Session {
    type Action = opcg_engine::Action;
    type Refused = opcg_engine::ActionError;
    type LoadError = crate::session::LoadError;

    fn mode(&self) -> PlayMode {
        self.mode
    }
    fn acting(&self) -> Option<Seat> {
        self.decision_seat()
    }
    fn steps(&self) -> usize {
        self.actions().len()
    }
    fn play(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Refused> {
        self.apply(seat, action).map(|_| ())
    }
    fn undo(&mut self) -> bool {
        crate::session::Session::undo(self)
    }
    fn save(&self) -> String {
        crate::session::Session::save(self)
    }
    fn load(text: &str) -> Result<Self, Self::LoadError> {
        crate::session::Session::load(text)
    }
    fn at_step(&self, steps: usize) -> Self {
        crate::session::Session::at_step(self, steps)
    }
}

impl GameSession for crate::kaiun::KaiunSession {
    type Action = kaiun_engine::Action;
    type Refused = kaiun_engine::ActionError;
    type LoadError = crate::kaiun::session::LoadError;

    fn mode(&self) -> PlayMode {
        self.mode
    }
    fn acting(&self) -> Option<Seat> {
        crate::kaiun::KaiunSession::acting(self)
    }
    fn steps(&self) -> usize {
        self.actions().len()
    }
    fn play(&mut self, seat: Seat, action: Self::Action) -> Result<(), Self::Refused> {
        self.apply(seat, action).map(|_| ())
    }
    fn undo(&mut self) -> bool {
        crate::kaiun::KaiunSession::undo(self)
    }
    fn save(&self) -> String {
        crate::kaiun::KaiunSession::save(self)
    }
    fn load(text: &str) -> Result<Self, Self::LoadError> {
        crate::kaiun::KaiunSession::load(text)
    }
    fn at_step(&self, steps: usize) -> Self {
        crate::kaiun::KaiunSession::at_step(self, steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::Level;

    /// Plays the first legal non-conceding action of whoever acts, `n` times, through the trait
    /// only (`first` names that action for a game).
    fn play_n<S: GameSession>(s: &mut S, n: usize, first: impl Fn(&S, Seat) -> S::Action) {
        for _ in 0..n {
            let Some(seat) = s.acting() else { break };
            let a = first(s, seat);
            assert!(s.play(seat, a).is_ok());
        }
    }

    /// Both games through the one trait: a save loads to the same history, a copy after k steps
    /// has k steps and its save loads, undo takes one step back.
    fn history_round_trip<S: GameSession + PartialEq + std::fmt::Debug>(mut s: S, first: impl Fn(&S, Seat) -> S::Action) {
        play_n(&mut s, 20, first);
        assert_eq!(s.steps(), 20);
        let back = S::load(&s.save()).map_err(|e| e.to_string()).unwrap();
        assert_eq!(back, s);
        let early = s.at_step(7);
        assert_eq!(early.steps(), 7);
        assert_eq!(S::load(&early.save()).map_err(|e| e.to_string()).unwrap(), early);
        assert_eq!(s.at_step(20), s);
        assert!(s.undo());
        assert_eq!(s, back.at_step(19));
    }

    #[test]
    fn both_sessions_keep_their_history_through_one_trait() {
        use crate::kaiun::KaiunSession;
        use crate::session::Session;
        let opcg = Session::new(crate::decks::setup(0, 1, 6).unwrap(), PlayMode::OpenHands).unwrap();
        history_round_trip(opcg, |s, seat| {
            let legal = s.seat(seat).legal_actions();
            legal.iter().find(|a| matches!(a, opcg_engine::Action::EndMainPhase)).or_else(|| legal.iter().find(|a| **a != opcg_engine::Action::Concede)).unwrap().clone()
        });
        let kaiun = KaiunSession::builtin(0, 1, 6, PlayMode::OpenHands).unwrap();
        history_round_trip(kaiun, |s, seat| s.seat(seat).legal_actions().into_iter().find(|a| *a != kaiun_engine::Action::Concede).unwrap());
    }

    /// Against the computer an undo goes back to the person's decision, and an answer for a
    /// moment the game has left is dropped.
    #[test]
    fn undo_returns_to_the_persons_decision_and_stale_answers_are_dropped() {
        use crate::kaiun::KaiunSession;
        let person = Seat::B;
        let mut s = KaiunSession::builtin(0, 1, 9, PlayMode::Computer { person, level: Level::Easy }).unwrap();
        let first = |s: &KaiunSession, seat: Seat| s.seat(seat).legal_actions().into_iter().find(|a| *a != kaiun_engine::Action::Concede).unwrap();
        let mut person_acted = false;
        while !(person_acted && s.acting() == Some(person.other())) {
            let seat = s.acting().unwrap();
            person_acted |= seat == person;
            let a = first(&s, seat);
            let at = s.steps();
            assert!(computer_answer(&mut s, at, seat, a));
        }
        let at = s.steps();
        let a = first(&s, person.other());
        assert!(!computer_answer(&mut s, at - 1, person.other(), a.clone()), "an answer for an earlier moment");
        assert_eq!(s.steps(), at);
        assert!(computer_answer(&mut s, at, person.other(), a));
        while s.acting() == Some(person.other()) {
            let a = first(&s, person.other());
            let at = s.steps();
            computer_answer(&mut s, at, person.other(), a);
        }
        assert!(undo(&mut s));
        assert_eq!(s.acting(), Some(person));
    }
}
