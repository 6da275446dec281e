//! What both tables' sessions are, written once: a game with its history that can apply a
//! seat's action, take one back, be saved and loaded, and be shown after some of its steps (a
//! replay). [`GameSession`] is implemented by the One Piece Card Game's [`crate::session::Session`]
//! and Kaiun Colosseum's [`crate::kaiun::KaiunSession`]; the rules of a table that depend only on
//! it — how far an undo goes against the computer, whether a computer's answer still applies —
//! are here, once.
//!
//! [`Host`] is the reducer both tables are built on: the session, the seat at the device, what
//! that seat has open (a [`SeatState`] in a [`SeatBox`]), whether the game is kept, and the
//! messages both tables handle alike ([`HostMsg`]: a play, the computer's answer, the curtain
//! lifted, a message, undo, another tab keeping the game, and the table's own edits of what the
//! seat has open). The Kaiun table is a `Host` ([`crate::kaiun::KaiunTable`]); the One Piece
//! table wraps one with what it has more (judge tools, the DON!! count, replays:
//! [`crate::table::Table`]).

use std::rc::Rc;

use game_core::Seat;
use yew::Reducible;

use crate::prefs::PlayMode;
use crate::replay::{Replay, ReplayMsg, Watch};
use crate::seats::{Owned, SeatBox};

/// A game being played at this device, with its history.
pub trait GameSession: Sized + Clone {
    /// A play of the game.
    type Action;
    /// Why a play was refused.
    type Refused: std::fmt::Display;
    /// Why a save could not be loaded.
    type LoadError: std::fmt::Display;

    /// Where this game is kept in the browser between reloads.
    const KEPT: crate::store::Kept;

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

    /// The engine's game every [`crate::replay::KEYFRAME_EVERY`] steps, for a replay.
    type Keyframes;
    /// One entry of the game's log (redacted for a seat by the engine).
    type Entry;
    /// The turn number (public).
    fn turn(&self) -> u32;
    /// The whole log as `seat` may read it.
    fn seat_log(&self, seat: Seat) -> Vec<Self::Entry>;
    /// Where each step leaves the game (the turn, the log's length), and the keyframes: one
    /// pass over the history, when a replay opens.
    fn timeline(&self) -> (crate::replay::Timeline, Self::Keyframes);
    /// [`GameSession::at_step`] from the nearest of `keys` (made by [`GameSession::timeline`]
    /// of this session) at or before `steps`.
    #[must_use]
    fn at_step_from(&self, keys: &Self::Keyframes, steps: usize) -> Self;
    /// Carries a copy made by [`GameSession::at_step`] `n` steps further along `whole`'s
    /// history (the session it is a start of) without replaying from the beginning; false, and
    /// nothing changed, when it is not a start of `whole`.
    fn step_along(&mut self, whole: &Self, n: usize) -> bool;
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

/// What one seat has open on a table (the card shown large, a picked-up card, a message, …):
/// an [`Owned`] state with what [`Host`] needs to change in it.
pub trait SeatState: Owned {
    /// The table's own changes to it (open a card, pick one up, close, …), as a message.
    type Edit;
    /// Carries out `edit`.
    fn edit(&mut self, edit: Self::Edit);
    /// A step was taken or taken back: what was picked up for the step before is dropped.
    fn stepped(&mut self);
    /// The message shown to the seat (why a play was refused), or none.
    fn flash(&mut self) -> &mut Option<String>;
}

/// The messages both tables handle alike.
pub enum HostMsg<A, E> {
    /// A play of the seat at the device.
    Apply(Seat, A),
    /// The computer's action, decided when the game had `at` steps: dropped if the game has
    /// moved since (an undo while it was thinking).
    Computer { at: usize, seat: Seat, action: A },
    /// The curtain is lifted for this seat: the device has changed hands.
    Show(Seat),
    /// A short message to the seat at the device (why a drop was refused).
    Flash(String),
    /// Takes back the last step (against the computer, back to the person's last decision).
    Undo,
    /// Another tab of the page wrote the kept game.
    KeptElsewhere,
    /// A change to what the seat at the device has open (the table's own [`SeatState::Edit`]).
    Open(E),
    /// A move through a replay (refused when the game is played, not watched).
    Replay(ReplayMsg),
}

impl<A, E> HostMsg<A, E> {
    /// A play, or a change to the game or its keeping: refused while the game is watched.
    #[must_use]
    pub fn plays(&self) -> bool {
        matches!(self, HostMsg::Apply(..) | HostMsg::Computer { .. } | HostMsg::Undo | HostMsg::KeptElsewhere)
    }
}

/// A table's state: the game, who is at the device, and what that seat has open.
#[derive(Clone)]
pub struct Host<S: GameSession, U> {
    pub session: S,
    /// The seat whose private cards are on screen (pass-and-play: after the curtain).
    pub shown: Option<Seat>,
    /// The last step could not be kept in the browser (storage full or blocked): the screen
    /// says so at once and offers the game as a file.
    pub unkept: bool,
    /// Another tab of the page wrote the kept game: this one stops keeping its own (it would
    /// overwrite the other's) and says so, offering its game as a file.
    pub elsewhere: bool,
    /// A game watched, not played: the replay, which holds the whole game (the session is
    /// its copy after some steps) and whose eyes the screen is for. Nothing is played, kept or
    /// hidden behind a curtain then.
    pub replay: Option<Replay<S>>,
    /// What the seat at the device has open (read through [`Host::ui`]; the rule is
    /// [`crate::seats`]).
    ui: SeatBox<U>,
}

impl<S: GameSession, U: SeatState> Host<S, U> {
    /// A game played at this device, nothing open yet.
    #[must_use]
    pub fn new(session: S) -> Host<S, U> {
        let mut h = Host { session, shown: None, unkept: false, elsewhere: false, replay: None, ui: SeatBox::new(Seat::A) };
        h.ui.hand_over(h.viewer());
        h
    }

    /// `whole` (a kept game or a game file) watched again, not played, from before its first
    /// step (through the eyes [`Watch::first`] gives its mode).
    #[must_use]
    pub fn watched(whole: S) -> Host<S, U> {
        let (replay, first) = Replay::new(whole);
        let mut h = Host::new(first);
        h.replay = Some(replay);
        h.ui.hand_over(h.viewer());
        h
    }

    /// The seat the screen is for: the acting seat (open hands), the one behind the curtain
    /// (pass-and-play), the person (against the computer), or the eyes a replay is watched through.
    #[must_use]
    pub fn viewer(&self) -> Seat {
        let acting = self.session.acting();
        match self.replay.as_ref().map(|r| r.watch) {
            Some(Watch::Seat(s)) => s,
            Some(Watch::Open) => acting.unwrap_or(Seat::A),
            None => crate::seats::at_device(self.session.mode(), acting, self.shown),
        }
    }

    /// Pass-and-play: the seat the device must be handed to before anything private is shown
    /// (never in a replay).
    #[must_use]
    pub fn curtain(&self) -> Option<Seat> {
        if self.replay.is_some() {
            return None;
        }
        crate::seats::curtain(self.session.mode(), self.session.acting(), self.shown)
    }

    /// What the seat at the device has open: its own, or nothing while the curtain is down or
    /// when the state belongs to another seat.
    #[must_use]
    pub fn ui(&self) -> U {
        self.ui.read(self.viewer(), self.curtain())
    }

    /// The seat at the device's state to change, made fresh first if it belonged to another seat.
    pub fn ui_mut(&mut self) -> &mut U {
        let (viewer, curtain) = (self.viewer(), self.curtain());
        self.ui.write(viewer, curtain)
    }

    /// Drops the seat-specific state once the device has changed hands (or the curtain is down).
    pub fn settle(&mut self) {
        let (viewer, curtain) = (self.viewer(), self.curtain());
        self.ui.settle(viewer, curtain);
    }

    /// Keeps the game after a step, unless another tab keeps its own now; `unkept` says when
    /// the game on screen is not the kept one.
    pub fn keep(&mut self) {
        self.unkept = self.elsewhere || !S::KEPT.keep(&self.session.save());
    }

    /// Where a replay's step leads (the number of steps to show), for a move through one.
    fn replay_to(&self, msg: &ReplayMsg) -> Option<usize> {
        let r = self.replay.as_ref()?;
        match msg {
            ReplayMsg::To(steps) => Some((*steps).min(r.steps())),
            ReplayMsg::Jump(jump) => Some(jump.from(self.session.steps(), r.steps())),
            ReplayMsg::Watch(_) => None,
        }
    }

    /// Whether `msg` is refused as it stands, changing nothing: a play while the game is
    /// watched, a move through a replay while it is played, and a step to the step shown (the
    /// same table, drawn nothing again).
    #[must_use]
    pub fn refuses(&self, msg: &HostMsg<S::Action, U::Edit>) -> bool {
        match msg {
            HostMsg::Replay(m) => self.replay.is_none() || self.replay_to(m) == Some(self.session.steps()),
            _ => msg.plays() && self.replay.is_some(),
        }
    }

    /// Carries out `msg` (nothing, when [`Host::refuses`] it); whoever is at the device then
    /// finds its own state or nothing.
    pub fn handle(&mut self, msg: HostMsg<S::Action, U::Edit>) {
        if self.refuses(&msg) {
            return;
        }
        match msg {
            HostMsg::Apply(seat, action) => {
                let applied = self.session.play(seat, action);
                if applied.is_ok() {
                    self.keep();
                }
                self.follow();
                // Written to the state of whoever is at the device now (a fresh one if it changed hands).
                let ui = self.ui_mut();
                *ui.flash() = applied.err().map(|e| e.to_string());
                ui.stepped();
            }
            HostMsg::Computer { at, seat, action } => {
                if computer_answer(&mut self.session, at, seat, action) {
                    self.keep();
                }
            }
            HostMsg::Show(seat) => {
                self.shown = Some(seat);
                // A new pair of hands: whatever was open belonged to the one before.
                self.ui.hand_over(self.viewer());
            }
            HostMsg::Flash(m) => *self.ui_mut().flash() = Some(m),
            HostMsg::Undo => {
                // Against the computer, back to the person's last decision: its answers since
                // are taken back with it.
                if undo(&mut self.session) {
                    self.keep();
                    self.follow();
                    let ui = self.ui_mut();
                    ui.stepped();
                    *ui.flash() = None;
                }
            }
            HostMsg::KeptElsewhere => {
                self.elsewhere = true;
                self.unkept = true;
            }
            HostMsg::Open(edit) => self.ui_mut().edit(edit),
            HostMsg::Replay(ReplayMsg::Watch(watch)) => {
                if let Some(r) = &mut self.replay {
                    r.watch = watch;
                }
                // other eyes: nothing the eyes before had open is kept
                self.ui.hand_over(self.viewer());
            }
            HostMsg::Replay(m) => {
                // a key's move is taken from the step shown now
                if let (Some(to), Some(r)) = (self.replay_to(&m), &self.replay) {
                    r.go(&mut self.session, to);
                }
                let ui = self.ui_mut();
                ui.stepped();
                *ui.flash() = None;
            }
        }
        self.settle();
    }

    /// Open hands: the screen follows the acting seat after a step (and stays on the last one
    /// once the game is over).
    fn follow(&mut self) {
        if self.session.mode() == PlayMode::OpenHands {
            self.shown = self.session.acting().or(self.shown);
        }
    }
}

/// A table that is only a host (the Kaiun table) is its reducer.
impl<S: GameSession + Clone + 'static, U: SeatState + 'static> Reducible for Host<S, U> {
    type Action = HostMsg<S::Action, U::Edit>;

    fn reduce(self: Rc<Self>, msg: Self::Action) -> Rc<Self> {
        if self.refuses(&msg) {
            return self;
        }
        let mut h = (*self).clone();
        h.handle(msg);
        Rc::new(h)
    }
}

impl GameSession for crate::session::Session {
    const KEPT: crate::store::Kept = crate::table::KEPT;
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
    type Keyframes = crate::session::Keyframes;
    type Entry = opcg_engine::Event;
    fn turn(&self) -> u32 {
        crate::session::Session::turn(self)
    }
    fn seat_log(&self, seat: Seat) -> Vec<Self::Entry> {
        self.seat(seat).view().log
    }
    fn timeline(&self) -> (crate::replay::Timeline, Self::Keyframes) {
        crate::session::Session::timeline(self)
    }
    fn at_step_from(&self, keys: &Self::Keyframes, steps: usize) -> Self {
        crate::session::Session::at_step_from(self, keys, steps)
    }
    fn step_along(&mut self, whole: &Self, n: usize) -> bool {
        crate::session::Session::step_along(self, whole, n)
    }
}

impl GameSession for crate::kaiun::KaiunSession {
    const KEPT: crate::store::Kept = crate::kaiun_host::KEPT;
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
    type Keyframes = crate::kaiun::session::Keyframes;
    type Entry = kaiun_engine::Event;
    fn turn(&self) -> u32 {
        crate::kaiun::KaiunSession::turn(self)
    }
    fn seat_log(&self, seat: Seat) -> Vec<Self::Entry> {
        self.seat(seat).view().log
    }
    fn timeline(&self) -> (crate::replay::Timeline, Self::Keyframes) {
        crate::kaiun::KaiunSession::timeline(self)
    }
    fn at_step_from(&self, keys: &Self::Keyframes, steps: usize) -> Self {
        crate::kaiun::KaiunSession::at_step_from(self, keys, steps)
    }
    fn step_along(&mut self, whole: &Self, n: usize) -> bool {
        crate::kaiun::KaiunSession::step_along(self, whole, n)
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
