//! What happened since the seat at the device last looked: short sentences for the screen
//! reader's live region (plays, attacks, blocks, counters, damage, [Trigger]s, K.O.s — the
//! opponent's, the computer's and one's own) and which cards move (the short animations).
//!
//! Both come from the seat's own log, already redacted by the engine for that seat, so nothing
//! is said that the seat may not know. Pass-and-play keeps one place in the log per seat: after
//! the curtain a player hears what happened while the other held the device. Behind the curtain
//! nothing is said and nothing moves.

use std::cell::RefCell;

use opcg_engine::{CardDb, CardId, Event, Hidden, PlayerView, Seat, Zone};
use yew::prelude::*;

use super::log::{line, seat_name};
use crate::i18n::{tf, Fmt, Lang};

/// At most this many sentences are said at once (the last ones).
pub const MAX_SAID: usize = 8;

/// What happened since the seat last looked.
#[derive(Clone, Default, PartialEq)]
pub struct News {
    /// Sentences for the live region, oldest first.
    pub said: Vec<String>,
    /// Cards on the field that move now, with their animation class (`anim-played`,
    /// `anim-don`, `anim-attack`).
    pub moving: Vec<(CardId, &'static str)>,
    /// Seats whose Leader took damage.
    pub hurt: Vec<Seat>,
    /// Seats that had a card K.O.'d (their trash pulses: the card has left the field).
    pub koed: Vec<Seat>,
}

impl News {
    /// The animation class of a card, if it moves now.
    #[must_use]
    pub fn class_of(&self, id: CardId) -> Option<&'static str> {
        self.moving.iter().rev().find(|(c, _)| *c == id).map(|(_, k)| *k)
    }
}

/// The name of a card on the field now, with its seat ("Player B's Ember Vale").
fn on_field(view: &PlayerView, id: CardId, lang: Lang) -> Option<String> {
    let (s, name) = super::status::seat_and_name(view, id, lang)?;
    Some(tf(lang, Fmt::SeatsCard { seat: &seat_name(s, lang), name: &name }))
}

/// The news of `events` (the new part of the log), told from `view` (the board now).
#[must_use]
pub fn of(events: &[Event], view: &PlayerView, lang: Lang, db: &CardDb) -> News {
    let mut n = News::default();
    // a K.O. was just told: the card's move to the trash follows
    let mut ko = false;
    for e in events {
        let said = match e {
            Event::AttackDeclared { attacker, target } => {
                n.moving.push((*attacker, "anim-attack"));
                match (on_field(view, *attacker, lang), on_field(view, *target, lang)) {
                    (Some(a), Some(t)) => Some(tf(lang, Fmt::AttacksNews { attacker: &a, target: &t })),
                    _ => line(e, lang, db),
                }
            }
            Event::Blocked { blocker } => match on_field(view, *blocker, lang) {
                Some(b) => Some(tf(lang, Fmt::BlocksNews { blocker: &b })),
                None => line(e, lang, db),
            },
            // A card played from the hand becomes a new object on the field, which the other
            // seat's log does not name (the move from a hand is not shown to it): the newest of
            // the seat's cards with that number is the one.
            Event::Played { seat, card } => {
                let number = &db.get(card.def).number;
                let side = view.sides.get(*seat);
                let entered = side.stage.iter().chain(side.characters.iter().rev()).find(|f| &f.card.number == number);
                if let Some(f) = entered {
                    n.moving.push((f.card.id, "anim-played"));
                }
                line(e, lang, db)
            }
            // A card entering the field (played, or put there by an effect) is a new object:
            // the one that moves is the card it became, when this seat's log names it.
            Event::Moved { to: Zone::Character | Zone::Stage, to_id: Hidden::Known(id), .. } => {
                n.moving.push((*id, "anim-played"));
                line(e, lang, db)
            }
            // A K.O.'d card goes to its owner's trash: that trash pulses.
            Event::Moved { owner, to: Zone::Trash, from: Zone::Character | Zone::Stage, .. } if ko => {
                ko = false;
                n.koed.push(*owner);
                line(e, lang, db)
            }
            Event::DonAttached { target, .. } => {
                n.moving.push((*target, "anim-don"));
                line(e, lang, db)
            }
            Event::Damage { seat, .. } => {
                n.hurt.push(*seat);
                line(e, lang, db)
            }
            Event::Koed { .. } => {
                ko = true;
                line(e, lang, db)
            }
            _ => line(e, lang, db),
        };
        n.said.extend(said);
    }
    if n.said.len() > MAX_SAID {
        n.said.drain(..n.said.len() - MAX_SAID);
    }
    n
}

/// Where each reader is in the log, and the news last told (kept while nothing new happens, so
/// a re-render does not silence the live region or restart an animation).
struct Seen {
    upto: [usize; 2],
    /// The news last told, and to whom.
    news: News,
    told: usize,
}

/// The news for `reader` (None: the curtain is down — nothing is said, nothing moves, and no
/// one's place in the log moves either). The first look at a game (opened, resumed) says
/// nothing: only what happens from then on is news. An undo that shortens the log says nothing.
#[hook]
pub fn use_news(reader: Option<Seat>, view: &PlayerView, lang: Lang, db: &CardDb) -> News {
    let len = view.log.len();
    let seen = use_mut_ref(|| Seen { upto: [len, len], news: News::default(), told: 0 });
    let Some(reader) = reader else {
        return News::default();
    };
    let at = match reader {
        Seat::A => 0,
        Seat::B => 1,
    };
    let mut s = RefCell::borrow_mut(&seen);
    let upto = s.upto[at];
    if len > upto {
        s.news = of(&view.log[upto..], view, lang, db);
    } else if len < upto || s.told != at {
        s.news = News::default();
    }
    s.upto[at] = len;
    s.told = at;
    s.news.clone()
}
