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
