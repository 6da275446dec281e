//! The hand-written evaluation of a position for one seat, as a value in `0.0..=1.0` (an
//! estimate of the chance to win): 1 for a won game, 0 for a lost one, ½ for a draw. Only ever
//! applied to determinizations (it reads both hands).

use game_core::Seat;
use opcg_engine::{CardId, Game, GameResult, Keyword, Zone};

/// The weights of the evaluation (hand-tuned against the greedy and random policies).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Value of the n-th Life card (index = Life count, capped): concave, the last one matters most.
    pub life: [f64; 7],
    /// Per card in hand.
    pub hand: f64,
    /// Per character on the field, plus per 1000 printed power.
    pub character: f64,
    pub per_1000_power: f64,
    /// Per DON!! card on the field (cost area and given).
    pub don: f64,
    /// Per attacker of the opponent that can hit my leader next turn when my Life is low.
    pub threat: f64,
    /// Per Blocker on my field.
    pub blocker: f64,
    /// Scale of the logistic that maps the score difference to `0..1`.
    pub scale: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            life: [0.0, 3.0, 5.0, 6.6, 7.8, 8.8, 9.6],
            hand: 0.55,
            character: 0.6,
            per_1000_power: 0.22,
            don: 0.12,
            threat: 0.5,
            blocker: 0.35,
            scale: 4.0,
        }
    }
}

/// The score of `seat`'s side alone (larger is better).
fn side(game: &Game, seat: Seat, w: &Weights) -> f64 {
    let life = game.zone_len(seat, Zone::Life);
    let mut s = w.life[life.min(w.life.len() - 1)];
    s += w.hand * game.zone_len(seat, Zone::Hand) as f64;
    let deck = game.zone_len(seat, Zone::Deck);
    if deck < 6 {
        // Decking out loses the game (1-2-1-1-2).
        s -= (6 - deck) as f64 * 0.8;
    }
    let (_, active, rested) = game.don(seat);
    let mut don = u32::from(active) + u32::from(rested);
    for id in game.characters(seat) {
        let d = game.def_of(id);
        s += w.character + w.per_1000_power * f64::from(d.map_or(0, |d| d.power)) / 1000.0;
        if game.has_keyword(id, Keyword::Blocker) && game.is_rested(id) == Some(false) {
            s += w.blocker;
        }
        don += u32::from(game.attached_don(id).unwrap_or(0));
    }
    if game.stage(seat).is_some() {
        s += w.character * 0.6;
    }
    don += u32::from(game.attached_don(game.leader(seat)).unwrap_or(0));
    s += w.don * f64::from(don);
    s
}

/// Attackers of `attacker_seat` (leader and characters, printed power + 1000 per DON!! the
/// seat will have) that could beat `defender`'s leader next turn.
fn threats(game: &Game, attacker_seat: Seat, defender: Seat) -> usize {
    let (deck_don, active, rested) = game.don(attacker_seat);
    // Next turn it gets its DON!! back and 2 more (6-4).
    let don_next = i32::from(active) + i32::from(rested) + i32::from(deck_don.min(2));
    let target = game.def_of(game.leader(defender)).map_or(5000, |d| d.power);
    let attackers: Vec<CardId> = std::iter::once(game.leader(attacker_seat)).chain(game.characters(attacker_seat)).collect();
    let mut count = 0;
    let mut spare = don_next;
    for id in attackers {
        let p = game.def_of(id).map_or(0, |d| d.power);
        let need = ((target - p + 999) / 1000).max(0);
        if need <= spare {
            spare -= need;
            count += 1;
        }
    }
    count
}

/// The evaluation of `game` for `seat` in `0..=1`.
pub fn evaluate(game: &Game, seat: Seat) -> f64 {
    evaluate_with(game, seat, &Weights::default())
}

/// [`evaluate`] with other weights.
pub fn evaluate_with(game: &Game, seat: Seat, w: &Weights) -> f64 {
    match game.result() {
        Some(GameResult::Win { winner, .. }) => return if winner == seat { 1.0 } else { 0.0 },
        Some(GameResult::Draw(_)) => return 0.5,
        None => {}
    }
    let opp = seat.other();
    let mut diff = side(game, seat, w) - side(game, opp, w);
    // Pressure: attackers that can reach a leader whose Life is nearly gone.
    let my_life = game.zone_len(seat, Zone::Life);
    let opp_life = game.zone_len(opp, Zone::Life);
    if my_life <= 2 {
        diff -= w.threat * threats(game, opp, seat).saturating_sub(my_life) as f64;
    }
    if opp_life <= 2 {
        diff += w.threat * threats(game, seat, opp).saturating_sub(opp_life) as f64;
    }
    1.0 / (1.0 + (-diff / w.scale).exp())
}
