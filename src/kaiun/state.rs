//! What the Kaiun table remembers between renders. As on the One Piece table
//! (`crate::table::state`), what a player has open on the screen is a [`KaiunSeatUi`] owned by
//! one seat: read only through [`KaiunTable::ui`] (the seat's own state, or nothing), and thrown
//! away whenever the device changes hands.

use std::rc::Rc;

use kaiun_engine::{Action, CardNo, Seat};
use yew::prelude::*;

use super::moves::Source;
use super::session::KaiunSession;
use crate::prefs::PlayMode;
use crate::seats::{Owned, SeatBox};

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

/// The table's state: the game, who is at the device, and what that seat has open.
#[derive(Clone)]
pub struct KaiunTable {
    pub session: KaiunSession,
    /// The seat whose private cards are on screen (pass-and-play: after the curtain).
    pub shown: Option<Seat>,
    /// The last step could not be kept in the browser (storage full or blocked): the screen
    /// says so at once and offers the game as a file.
    pub unkept: bool,
    /// Another tab of the page wrote the kept game: this one stops keeping its own (it would
    /// overwrite the other's) and says so, offering its game as a file.
    pub elsewhere: bool,
    /// What the seat at the device has open (read through [`KaiunTable::ui`]; the rule is
    /// [`crate::seats`], shared with the One Piece table).
    ui: SeatBox<KaiunSeatUi>,
}

pub enum KaiunMsg {
    Apply(Seat, Action),
    /// The computer's action, decided when the game had `at` steps: dropped if the game has
    /// moved since (an undo while it was thinking).
    Computer { at: usize, seat: Seat, action: Action },
    Select(Option<Source>),
    /// The curtain is lifted for this seat: the device has changed hands.
    Show(Seat),
    Inspect(CardNo),
    CloseInspect,
    Flash(String),
    Undo,
    /// Another tab of the page wrote the kept game.
    KeptElsewhere,
}

impl KaiunTable {
    /// Keeps the game after a step, unless another tab keeps its own now; `unkept` says when
    /// the game on screen is not the kept one.
    fn keep(&mut self) {
        self.unkept = self.elsewhere || !super::store(&self.session);
    }

    #[must_use]
    pub fn new(session: KaiunSession) -> KaiunTable {
        let mut t = KaiunTable { session, shown: None, unkept: false, elsewhere: false, ui: SeatBox::new(Seat::A) };
        t.ui.hand_over(t.viewer());
        t
    }

    /// The seat the screen is for: the acting seat (open hands), or the one behind the curtain.
    #[must_use]
    pub fn viewer(&self) -> Seat {
        crate::seats::at_device(self.session.mode, self.session.acting(), self.shown)
    }

    /// Pass-and-play: the device must change hands before anything private is shown. In the set
    /// phase both seats must act: seat A first, then the curtain comes down again for seat B.
    #[must_use]
    pub fn curtain(&self) -> Option<Seat> {
        crate::seats::curtain(self.session.mode, self.session.acting(), self.shown)
    }

    /// What the seat at the device has open: its own, or nothing while the curtain is down or
    /// when the state belongs to another seat.
    #[must_use]
    pub fn ui(&self) -> KaiunSeatUi {
        self.ui.read(self.viewer(), self.curtain())
    }

    /// The seat at the device's state, made fresh first if it belonged to another seat.
    fn ui_mut(&mut self) -> &mut KaiunSeatUi {
        let (viewer, curtain) = (self.viewer(), self.curtain());
        self.ui.write(viewer, curtain)
    }

    /// Drops the seat-specific state once the device has changed hands (or the curtain is down).
    fn settle(&mut self) {
        let (viewer, curtain) = (self.viewer(), self.curtain());
        self.ui.settle(viewer, curtain);
    }
}

impl Reducible for KaiunTable {
    type Action = KaiunMsg;

    fn reduce(self: Rc<Self>, msg: KaiunMsg) -> Rc<Self> {
        let mut t = (*self).clone();
        match msg {
            KaiunMsg::Apply(seat, action) => {
                let applied = t.session.apply(seat, action).map(|_| ());
                if applied.is_ok() {
                    t.keep();
                }
                if t.session.mode == PlayMode::OpenHands {
                    t.shown = t.session.acting().or(t.shown);
                }
                // Written to the state of whoever is at the device now (a fresh one if it changed hands).
                let ui = t.ui_mut();
                ui.flash = applied.err().map(|e| e.to_string());
                ui.selected = None;
            }
            KaiunMsg::Computer { at, seat, action } => {
                if crate::host::computer_answer(&mut t.session, at, seat, action) {
                    t.keep();
                }
            }
            KaiunMsg::Select(s) => {
                let ui = t.ui_mut();
                ui.selected = s;
                ui.flash = None;
            }
            KaiunMsg::Show(seat) => {
                t.shown = Some(seat);
                // A new pair of hands: whatever was open belonged to the one before.
                t.ui.hand_over(t.viewer());
            }
            KaiunMsg::Inspect(no) => t.ui_mut().inspect = Some(no),
            KaiunMsg::CloseInspect => t.ui_mut().inspect = None,
            KaiunMsg::Flash(m) => t.ui_mut().flash = Some(m),
            KaiunMsg::KeptElsewhere => {
                t.elsewhere = true;
                t.unkept = true;
            }
            KaiunMsg::Undo => {
                // Against the computer, back to the person's last decision.
                if crate::host::undo(&mut t.session) {
                    t.keep();
                    t.shown = t.session.acting().or(t.shown);
                    let ui = t.ui_mut();
                    ui.selected = None;
                    ui.flash = None;
                }
            }
        }
        // Whoever is at the device now, the state shown is theirs or nothing.
        t.settle();
        Rc::new(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn pass_and_play_nothing_one_seat_opened_survives_the_curtain() {
        let t = Rc::new(KaiunTable::new(KaiunSession::builtin(0, 1, 4, PlayMode::PassAndPlay).unwrap()));
        let t = t.reduce(KaiunMsg::Show(Seat::A));
        let no = t.session.catalog()[0].no;
        let t = t.reduce(KaiunMsg::Inspect(no)).reduce(KaiunMsg::Flash("refused".into()));
        let set = t.session.seat(Seat::A).legal_actions().into_iter().find(|a| matches!(a, Action::Set { .. })).unwrap();
        let t = t.reduce(KaiunMsg::Select(None)).reduce(KaiunMsg::Inspect(no));
        assert_eq!(t.ui().inspect, Some(no));
        let t = t.reduce(KaiunMsg::Apply(Seat::A, set));
        assert_eq!(t.curtain(), Some(Seat::B));
        assert_eq!(t.ui(), KaiunSeatUi::new(Seat::A), "behind the curtain nothing is open");
        let t = t.reduce(KaiunMsg::Show(Seat::B));
        assert_eq!(t.ui(), KaiunSeatUi::new(Seat::B), "seat B finds nothing seat A opened");
    }
}
