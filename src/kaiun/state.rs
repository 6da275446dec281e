//! What the Kaiun table remembers between renders. As on the One Piece table
//! (`crate::table::state`), what a player has open on the screen is a [`KaiunSeatUi`] owned by
//! one seat: read only through [`Host::ui`] (the seat's own state, or nothing), and thrown
//! away whenever the device changes hands. The reducer is the shared [`Host`]; what is the
//! Kaiun table's own is what its seat can open ([`KaiunSeatUi`], [`KaiunEdit`]).

use kaiun_engine::{Action, CardNo, Seat};

use super::moves::Source;
use super::session::KaiunSession;
use crate::host::{Host, HostMsg, SeatState};
use crate::seats::Owned;

/// What the seat at the device has open. Owned by that seat, dropped when the device changes hands.
#[derive(Clone, Debug, PartialEq)]
pub struct KaiunSeatUi {
    /// The seat this belongs to.
    pub seat: Seat,
    /// The picked-up source of a tap-tap or keyboard move.
    pub selected: Option<Source>,
    /// The card shown large.
    pub inspect: Option<CardNo>,
    /// A short message (why a drop was refused).
    pub flash: Option<String>,
}

impl KaiunSeatUi {
    /// Nothing open, for `seat`.
    #[must_use]
    pub fn new(seat: Seat) -> KaiunSeatUi {
        KaiunSeatUi { seat, selected: None, inspect: None, flash: None }
    }
}

impl Owned for KaiunSeatUi {
    fn owner(&self) -> Seat {
        self.seat
    }
    fn fresh(seat: Seat) -> KaiunSeatUi {
        KaiunSeatUi::new(seat)
    }
}

/// A change to what the seat at the device has open.
#[derive(Clone, Debug, PartialEq)]
pub enum KaiunEdit {
    /// Picks up a source of a tap-tap or keyboard move (or puts it down).
    Select(Option<Source>),
    /// Shows a card large.
    Inspect(CardNo),
    CloseInspect,
}

impl SeatState for KaiunSeatUi {
    type Edit = KaiunEdit;

    fn edit(&mut self, edit: KaiunEdit) {
        match edit {
            KaiunEdit::Select(s) => {
                self.selected = s;
                self.flash = None;
            }
            KaiunEdit::Inspect(no) => self.inspect = Some(no),
            KaiunEdit::CloseInspect => self.inspect = None,
        }
    }
    fn stepped(&mut self) {
        self.selected = None;
    }
    fn flash(&mut self) -> &mut Option<String> {
        &mut self.flash
    }
}

/// The table's state: the game, who is at the device, and what that seat has open — a
/// [`Host`] with nothing more (the One Piece table's rule, written once in [`crate::host`]).
pub type KaiunTable = Host<KaiunSession, KaiunSeatUi>;

/// The table's messages: the host's, with [`KaiunEdit`] for what the seat has open.
pub type KaiunMsg = HostMsg<Action, KaiunEdit>;

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::prefs::PlayMode;

    /// The first legal action of the seat to act (never conceding).
    fn first_legal(t: &KaiunTable) -> (Seat, Action) {
        let seat = t.session.acting().unwrap();
        (seat, t.session.seat(seat).legal_actions().into_iter().find(|a| *a != Action::Concede).unwrap())
    }

    /// Against the computer: the screen is always the person's, no curtain; a stale answer is
    /// dropped; undo goes back to the person's last decision.
    #[test]
    fn against_the_computer_the_person_keeps_the_screen_and_undo_returns_to_their_decision() {
        use crate::prefs::Level;
        let person = Seat::B;
        let computer = person.other();
        let mut t = Rc::new(KaiunTable::new(KaiunSession::builtin(0, 1, 4, PlayMode::Computer { person, level: Level::Easy }).unwrap()));
        assert_eq!(t.viewer(), person);
        let mut person_acted = false;
        for _ in 0..400 {
            let (seat, a) = first_legal(&t);
            if seat == computer && person_acted {
                break;
            }
            person_acted |= seat == person;
            let at = t.session.actions().len();
            t = if seat == person { t.reduce(KaiunMsg::Apply(seat, a)) } else { t.reduce(KaiunMsg::Computer { at, seat, action: a }) };
            assert_eq!(t.curtain(), None);
            assert_eq!(t.viewer(), person);
        }
        assert_eq!(t.session.acting(), Some(computer));
        let (_, answer) = first_legal(&t);
        let at = t.session.actions().len();
        let stale = t.clone().reduce(KaiunMsg::Computer { at: at - 1, seat: computer, action: answer.clone() });
        assert_eq!(stale.session.actions().len(), at, "an answer for another moment is dropped");
        let mut t = t.reduce(KaiunMsg::Computer { at, seat: computer, action: answer });
        assert_eq!(t.session.actions().len(), at + 1);
        while t.session.acting() == Some(computer) {
            let (seat, a) = first_legal(&t);
            let at = t.session.actions().len();
            t = t.reduce(KaiunMsg::Computer { at, seat, action: a });
        }
        let before = t.session.actions().len();
        let t = t.reduce(KaiunMsg::Undo);
        assert!(t.session.actions().len() < before);
        assert_eq!(t.session.acting(), Some(person), "undo stops at a decision of the person's");
    }

    /// A whole game of first legal actions (never conceding) of at most `n` steps.
    fn game(n: usize) -> KaiunSession {
        let mut t = KaiunTable::new(KaiunSession::builtin(0, 1, 5, PlayMode::PassAndPlay).unwrap());
        for _ in 0..n {
            if t.session.acting().is_none() {
                break;
            }
            let (seat, a) = first_legal(&t);
            t.session.apply(seat, a).unwrap();
        }
        t.session
    }

    /// The replay written once for both tables, on a Kaiun game: every step forward and back,
    /// one or many, is the game after that many actions, its keyframes included; a turn leads
    /// to its first step and a log line to the step that wrote it; the whole game is unchanged.
    #[test]
    fn a_kaiun_replay_shows_the_game_after_every_number_of_steps() {
        use crate::replay::{Replay, KEYFRAME_EVERY};
        let whole = game(3 * KEYFRAME_EVERY + 7);
        assert!(whole.actions().len() > KEYFRAME_EVERY + 1, "a game long enough to have a keyframe after the start: {}", whole.actions().len());
        let saved = whole.save();
        let (r, mut shown) = Replay::new(whole.clone());
        assert_eq!((r.steps(), shown.actions().len()), (whole.actions().len(), 0));
        for k in (1..=r.steps()).chain([7, 3, 20, 0, r.steps(), 17, 16, 15, 2]) {
            r.go(&mut shown, k);
            let fresh = whole.at_step(k);
            assert_eq!(shown, fresh, "step {k}");
            for seat in Seat::BOTH {
                assert_eq!(shown.seat(seat).view(), fresh.seat(seat).view(), "step {k}");
            }
            assert_eq!(shown.turn(), r.timeline().turns[k]);
        }
        assert_eq!(whole.save(), saved, "the replayed game is not changed");
        let t = r.timeline();
        for turn in t.turn_list() {
            let k = t.turn_start(turn);
            assert!(whole.at_step(k).turn() >= turn && (k == 0 || whole.at_step(k - 1).turn() < turn), "turn {turn} begins at step {k}");
        }
        let log = r.log(Seat::B);
        assert_eq!(log.len(), *t.log_lens.last().unwrap());
        for i in 0..log.len() {
            let k = t.step_of_entry(i);
            assert!(whole.at_step(k).seat(Seat::B).view().log.len() > i, "entry {i} exists after step {k}");
            assert!(k == 0 || whole.at_step(k - 1).seat(Seat::B).view().log.len() <= i, "entry {i} is written by step {k}");
        }
    }

    /// A Kaiun replay is watched, not played: a legal play or an undo changes nothing, a step
    /// or a key's move shows that step, other eyes are another viewer with nothing open, a seat's
    /// eyes never see the other's hand, and a table in play ignores a replay's moves.
    #[test]
    fn a_kaiun_replay_steps_and_switches_eyes_but_plays_nothing() {
        use crate::replay::{Jump, ReplayMsg, Watch};
        let whole = game(40);
        let t = Rc::new(KaiunTable::watched(whole.clone()));
        assert!(t.replay.as_ref().is_some_and(|r| r.is_of(&whole)));
        assert_eq!((t.session.actions().len(), t.viewer(), t.curtain()), (0, Seat::A, None), "pass and play: from seat A's eyes, no curtain");
        let (seat, a) = first_legal(&t);
        assert!(Rc::ptr_eq(&Rc::clone(&t).reduce(KaiunMsg::Apply(seat, a)), &t), "no play");
        let t = t.reduce(KaiunMsg::Replay(ReplayMsg::To(12)));
        assert_eq!(t.session, whole.at_step(12));
        assert!(Rc::ptr_eq(&Rc::clone(&t).reduce(KaiunMsg::Undo), &t), "no undo");
        assert!(Rc::ptr_eq(&Rc::clone(&t).reduce(KaiunMsg::Replay(ReplayMsg::To(12))), &t), "the step shown draws nothing again");
        let t = t.reduce(KaiunMsg::Replay(ReplayMsg::Jump(Jump::Back))).reduce(KaiunMsg::Replay(ReplayMsg::Jump(Jump::Back)));
        assert_eq!(t.session.actions().len(), 10);
        let no = t.session.catalog()[0].no;
        let t = t.reduce(KaiunMsg::Open(KaiunEdit::Inspect(no)));
        assert_eq!(t.ui().inspect, Some(no));
        let t = t.reduce(KaiunMsg::Replay(ReplayMsg::Watch(Watch::Seat(Seat::B))));
        assert_eq!((t.viewer(), t.ui()), (Seat::B, KaiunSeatUi::new(Seat::B)), "other eyes find nothing open");
        let t = t.reduce(KaiunMsg::Replay(ReplayMsg::Jump(Jump::End)));
        assert_eq!(t.session, whole);
        for k in 0..=whole.actions().len() {
            let t = t.clone().reduce(KaiunMsg::Replay(ReplayMsg::To(k)));
            let b = t.session.seat(t.viewer()).view();
            assert!(b.opponent.hand.iter().all(|h| matches!(h, kaiun_engine::Hidden::Unknown)), "seat B's eyes never see A's hand (step {k})");
        }
        let playing = Rc::new(KaiunTable::new(KaiunSession::builtin(0, 1, 4, PlayMode::OpenHands).unwrap()));
        assert!(Rc::ptr_eq(&Rc::clone(&playing).reduce(KaiunMsg::Replay(ReplayMsg::To(5))), &playing), "a game in play ignores a replay's moves");
    }

    #[test]
    fn pass_and_play_nothing_one_seat_opened_survives_the_curtain() {
        let t = Rc::new(KaiunTable::new(KaiunSession::builtin(0, 1, 4, PlayMode::PassAndPlay).unwrap()));
        let t = t.reduce(KaiunMsg::Show(Seat::A));
        let no = t.session.catalog()[0].no;
        let t = t.reduce(KaiunMsg::Open(KaiunEdit::Inspect(no))).reduce(KaiunMsg::Flash("refused".into()));
        let set = t.session.seat(Seat::A).legal_actions().into_iter().find(|a| matches!(a, Action::Set { .. })).unwrap();
        let t = t.reduce(KaiunMsg::Open(KaiunEdit::Select(None))).reduce(KaiunMsg::Open(KaiunEdit::Inspect(no)));
        assert_eq!(t.ui().inspect, Some(no));
        let t = t.reduce(KaiunMsg::Apply(Seat::A, set));
        assert_eq!(t.curtain(), Some(Seat::B));
        assert_eq!(t.ui(), KaiunSeatUi::new(Seat::A), "behind the curtain nothing is open");
        let t = t.reduce(KaiunMsg::Show(Seat::B));
        assert_eq!(t.ui(), KaiunSeatUi::new(Seat::B), "seat B finds nothing seat A opened");
    }
}
