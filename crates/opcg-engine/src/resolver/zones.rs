//! The choke points of moves: every zone move (`move_obj`), draw, modifier, and every DON!!
//! rest, set active, give and return, each logged; the game's end.

use super::*;

impl Game {
    // ------------------------------------------------------------------ choke points

    pub(crate) fn log(&mut self, e: Event) {
        self.st.log.push(e);
    }

    /// A face-up Life card turned face down, where it is (its id stays: both players saw it).
    pub(super) fn turn_life_face_down(&mut self, slot: u16) {
        self.st.objs[slot as usize].face_up = false;
        let owner = self.st.obj(slot).owner;
        let cr = self.cref(slot);
        self.log(Event::LifeTurnedFaceDown { seat: owner, card: cr });
    }

    pub(crate) fn cref(&self, slot: u16) -> CardRef {
        let o = self.st.obj(slot);
        CardRef { id: o.id, def: o.def }
    }

    /// The zone-move choke point (3-1-6): removes the card from its zone, returns attached DON!!
    /// rested (6-5-5-4), gives it a fresh id and puts it at the top (or bottom) of `to`.
    pub(crate) fn move_obj(&mut self, slot: u16, to: Zone, bottom: bool) -> CardId {
        let (owner, from, old) = {
            let o = self.st.obj(slot);
            (o.owner, o.zone, CardRef { id: o.id, def: o.def })
        };
        let face_up_life = from == Zone::Life && self.st.obj(slot).face_up;
        // ルール上 (8-1-3-3-3): a face-up Life card its owner's Leader sends under the deck
        // instead of to the hand, whatever adds it there
        let (to, bottom) = if face_up_life && to == Zone::Hand && self.face_up_life_to_deck(owner) { (Zone::Deck, true) } else { (to, bottom) };
        // 4-11: "when this card leaves the field" looks back at the card on the field; 8-4-5: it
        // activates only if the destination is a public zone.
        let mut leave: [u8; 4] = [0; 4];
        let mut nleave = 0;
        if matches!(from, Zone::Character | Zone::Stage) && to != from && to.is_public() {
            // whether the card's abilities are negated is asked only of a card with such an
            // ability (most have none: the question scans the modifiers)
            let mut negated = None;
            for (i, ab) in self.db.get(old.def).abilities.iter().enumerate() {
                if let Ability::Auto { when: When::LeavesField, conditions, .. } = ab {
                    if nleave < leave.len() && !*negated.get_or_insert_with(|| self.negated(slot)) && self.conds_ok(conditions, owner, Some(slot)) {
                        leave[nleave] = i as u8;
                        nleave += 1;
                    }
                }
            }
        }
        {
            let z = &mut self.st.zones[owner];
            let list = match from {
                Zone::Deck => Some(&mut z.deck),
                Zone::Hand => Some(&mut z.hand),
                Zone::Trash => Some(&mut z.trash),
                Zone::Life => Some(&mut z.life),
                Zone::Character => Some(&mut z.chars),
                Zone::Stage => { if z.stage == Some(slot) { z.stage = None; } None }
                Zone::Leader | Zone::Resolving => None,
            };
            if let Some(list) = list {
                // A slot is in its zone once; searched from the top, where draws take it.
                match list.iter().rposition(|&s| s == slot) {
                    Some(i) if i + 1 == list.len() => { list.pop(); }
                    Some(i) => { list.remove(i); }
                    None => {}
                }
            }
        }
        if from.is_field() {
            let don = self.st.objs[slot as usize].don;
            self.st.zones[owner].don_rested += don;
            self.st.objs[slot as usize].don = 0;
        }
        if self.st.obj(slot).statics && from.is_field() != to.is_field() {
            let n = &mut self.st.field_statics[owner];
            *n = if to.is_field() { n.saturating_add(1) } else { n.saturating_sub(1) };
        }
        {
            let o = &mut self.st.objs[slot as usize];
            o.zone = to;
            o.rested = false;
            o.face_up = false;
            if to == Zone::Character || to == Zone::Stage { o.played_turn = self.st.turn; }
        }
        let id = self.st.new_id(slot);
        let z = &mut self.st.zones[owner];
        match to {
            Zone::Deck => if bottom { z.deck.insert(0, slot) } else { z.deck.push(slot) },
            Zone::Hand => z.hand.push(slot),
            Zone::Trash => z.trash.push(slot),
            Zone::Life => if bottom { z.life.insert(0, slot) } else { z.life.push(slot) },
            Zone::Character => z.chars.push(slot),
            Zone::Stage => z.stage = Some(slot),
            Zone::Leader | Zone::Resolving => {}
        }
        let vis = if from.is_public() || to.is_public() || face_up_life {
            Visibility::Public
        } else if from == Zone::Hand || to == Zone::Hand {
            Visibility::Owner(owner)
        } else {
            Visibility::Nobody
        };
        if vis != Visibility::Nobody || from != to {
            // The new id of a card entering a hidden zone is not shown to anybody.
            let to_id = if matches!(to, Zone::Deck | Zone::Life) { Hidden::Unknown } else { Hidden::Known(id) };
            self.log(Event::Moved { owner, card: Hidden::Known(old), to_id, from, to, vis });
        }
        if self.event_timings & When::EVENT_LIFE != 0 {
            self.life_left(owner, from);
        }
        if nleave > 0 {
            self.next_batch();
            let batch = self.st.batch;
            for &i in &leave[..nleave] {
                self.st.triggers.push(PendingTrigger { batch, controller: owner, source: id, def: old.def, ability: i, from_trash: true });
            }
        }
        id
    }

    /// A card left `owner`'s Life area: "When a card is removed from … Life cards" (once per
    /// card), "When your number of Life cards becomes 0" (out of line: most games have neither).
    #[cold]
    #[inline(never)]
    fn life_left(&mut self, owner: Seat, from: Zone) {
        if from != Zone::Life {
            return;
        }
        self.detect(owner, None, |w| matches!(w, When::LifeLeaves(Side::You | Side::Either)));
        self.detect(owner.other(), None, |w| matches!(w, When::LifeLeaves(Side::Opponent | Side::Either)));
        if self.st.zones[owner].life.is_empty() {
            self.detect(owner, None, |w| *w == When::LifeBecomesZero);
        }
    }

    /// DON!! were given to `seat`'s Leader or a Character: "When this Leader or any of your
    /// Characters is given a DON!! card" (out of line: most games have none).
    #[cold]
    #[inline(never)]
    fn don_given(&mut self, seat: Seat) {
        self.detect(seat, None, |w| *w == When::DonGiven);
    }

    /// Draw one card (4-5-2); nothing if the deck is empty (1-3-2).
    pub(crate) fn draw_one(&mut self, seat: Seat) -> bool {
        match self.st.zones[seat].deck.last().copied() {
            Some(s) => { self.move_obj(s, Zone::Hand, false); true }
            None => false,
        }
    }

    /// Add a continuous modifier (power/cost/keyword/prohibition choke point).
    /// After the refresh phase of `tp` (6-2-4): effects lasting "through the opponent's next
    /// refresh phase" (of `tp`'s opponent) or "through your next refresh phase" (of `tp`) end, and those lasting "until the end of the opponent's next turn" (of
    /// `tp`'s opponent) or "until the end of your next turn" (of `tp`) now last until the end of
    /// this turn (6-6-1-3), those "until the end of your opponent's next End Phase" until the end
    /// of the turn (6-6-1-2).
    pub(crate) fn after_refresh(&mut self, tp: Seat) {
        let opp_next = |d: Duration, c: Seat| {
            (d == Duration::UntilEndOfOpponentsNextTurn && c != tp) || (d == Duration::UntilEndOfYourNextTurn && c == tp)
        };
        for m in self.st.mods.iter_mut().filter(|m| opp_next(m.duration, m.controller)) { m.duration = Duration::ThisTurn; }
        for m in self.st.pmods.iter_mut().filter(|m| opp_next(m.duration, m.controller)) { m.duration = Duration::ThisTurn; }
        // "until the end of your opponent's next End Phase": now "until the end of the turn" (6-6-1-2)
        let end_phase = |d: Duration, c: Seat| d == Duration::UntilEndOfOpponentsNextEndPhase && c != tp;
        for m in self.st.mods.iter_mut().filter(|m| end_phase(m.duration, m.controller)) { m.duration = Duration::UntilEndOfTurn; }
        for m in self.st.pmods.iter_mut().filter(|m| end_phase(m.duration, m.controller)) { m.duration = Duration::UntilEndOfTurn; }
        let refreshed = |d: Duration, c: Seat| (d == Duration::UntilOpponentsNextRefresh && c != tp) || (d == Duration::UntilYourNextRefresh && c == tp);
        self.st.mods.retain(|m| !refreshed(m.duration, m.controller));
        self.st.pmods.retain(|m| !refreshed(m.duration, m.controller));
    }

    pub(crate) fn add_mod(&mut self, target: CardId, modifier: Modifier, duration: Duration, controller: Seat) {
        if let Modifier::Power(Amount::Fixed(v)) = &modifier {
            self.log(Event::PowerChanged { card: target, delta: *v });
        }
        if let Modifier::Prohibit(Prohibition::AttackCharactersBaseCostAtMost(_)) = modifier {
            self.st.attack_limits = true;
        }
        self.st.mods.push(TempMod { target, modifier, duration, controller });
    }

    pub(crate) fn rest_slot(&mut self, slot: u16) -> bool {
        if self.st.obj(slot).rested || self.prohibited(slot, Prohibition::BeRested) {
            return false;
        }
        self.st.objs[slot as usize].rested = true;
        let id = self.st.obj(slot).id;
        self.log(Event::Rested { card: id });
        true
    }

    /// After `by`'s effect or cost rested the card of `slot`: "If a Character is rested by your
    /// effect" (only in games with such a card, `Game::event_timings`).
    pub(crate) fn rested_by_effect(&mut self, by: Seat, slot: u16) {
        if self.event_timings & When::EVENT_RESTED != 0 && self.st.obj(slot).zone == Zone::Character {
            self.detect(by, None, |w| *w == When::CharacterRestedByYourEffect);
        }
    }

    pub(super) fn set_active_slot(&mut self, slot: u16) -> bool {
        // 1-3-8: rest beats set-active.
        if !self.st.obj(slot).rested || self.prohibited(slot, Prohibition::BeSetActive) {
            return false;
        }
        self.st.objs[slot as usize].rested = false;
        let id = self.st.obj(slot).id;
        self.log(Event::SetActive { card: id });
        true
    }

    /// Return up to `n` DON!! from `seat`'s field to the DON!! deck (cost area first: active,
    /// then rested, then attached in field order). Returns how many.
    pub(crate) fn return_don(&mut self, seat: Seat, n: u8) -> u8 {
        let mut left = n;
        let z = &mut self.st.zones[seat];
        let a = left.min(z.don_active); z.don_active -= a; left -= a;
        let r = left.min(z.don_rested); z.don_rested -= r; left -= r;
        let slots: Vec<u16> = self.st.field_slots(seat).collect();
        for s in slots {
            let o = &mut self.st.objs[s as usize];
            let k = left.min(o.don); o.don -= k; left -= k;
        }
        let done = n - left;
        self.st.zones[seat].don_deck += done;
        if done > 0 { self.log(Event::DonReturned { seat, count: done }); }
        done
    }

    /// DON!! −N (8-3-1-6, 10-2-10-1): the player chooses N DON!! cards among their leader,
    /// character and cost areas and returns them to the DON!! deck. Asked one card at a time,
    /// and only while there is a choice: with N or fewer on the field, all of them go.
    pub(crate) fn begin_return_don(&mut self, seat: Seat, n: u8, as_cost: bool, source: Option<CardId>) {
        if self.st.don_on_field(seat) <= u32::from(n) {
            let done = self.return_don(seat, n);
            self.finish_return_don(seat, done > 0, done == n, as_cost);
        } else {
            self.next_return_don(seat, n, as_cost, source, false);
        }
    }

    /// `earlier`: some DON!! of this return went already (picked one at a time).
    pub(super) fn next_return_don(&mut self, seat: Seat, remaining: u8, as_cost: bool, source: Option<CardId>, earlier: bool) {
        let sources = self.don_sources(seat);
        match sources.as_slice() {
            [] => self.finish_return_don(seat, earlier, false, as_cost),
            [only] => {
                let done = self.return_don_from(seat, *only, remaining);
                self.finish_return_don(seat, earlier || done > 0, done == remaining, as_cost);
            }
            _ => self.ask(seat, DecisionKind::ReturnDon { remaining, sources, source }, Cont::ReturnDon { remaining, as_cost, source }),
        }
    }

    /// The end of one return of DON!! (`returned`: some went): "When a DON!! card on your field
    /// is returned to your DON!! deck" triggers once for it.
    pub(super) fn finish_return_don(&mut self, seat: Seat, returned: bool, all: bool, as_cost: bool) {
        if returned {
            // the player's own return (a cost or an effect of theirs): also "by your effect"
            self.detect(seat, None, |w| matches!(w, When::DonReturned | When::DonReturnedByYourEffect));
        }
        if as_cost {
            if !all {
                self.st.cost_ok = false; // 8-3-1-3-1
            }
        } else {
            self.st.last_ok = all;
        }
    }

    /// Where `seat`'s DON!! on the field are: cost area active, rested, then given to the leader
    /// and each character.
    pub(crate) fn don_sources(&self, seat: Seat) -> Vec<crate::decision::DonSource> {
        use crate::decision::DonSource;
        let z = &self.st.zones[seat];
        let mut v = Vec::new();
        if z.don_active > 0 {
            v.push(DonSource::CostActive(z.don_active));
        }
        if z.don_rested > 0 {
            v.push(DonSource::CostRested(z.don_rested));
        }
        for s in std::iter::once(z.leader).chain(z.chars.iter().copied()) {
            let o = self.st.obj(s);
            if o.don > 0 {
                v.push(DonSource::Attached { card: o.id, count: o.don });
            }
        }
        v
    }

    /// Returns up to `n` DON!! from one place to the DON!! deck; how many went.
    pub(super) fn return_don_from(&mut self, seat: Seat, from: crate::decision::DonSource, n: u8) -> u8 {
        use crate::decision::DonSource;
        let k = match from {
            DonSource::CostActive(_) => {
                let z = &mut self.st.zones[seat];
                let k = n.min(z.don_active);
                z.don_active -= k;
                k
            }
            DonSource::CostRested(_) => {
                let z = &mut self.st.zones[seat];
                let k = n.min(z.don_rested);
                z.don_rested -= k;
                k
            }
            DonSource::Attached { card, .. } => match self.st.slot_of(card) {
                Some(s) if self.st.obj(s).owner == seat && self.st.obj(s).zone.is_field() => {
                    let o = &mut self.st.objs[s as usize];
                    let k = n.min(o.don);
                    o.don -= k;
                    k
                }
                _ => 0,
            },
        };
        self.st.zones[seat].don_deck += k;
        if k > 0 {
            self.log(Event::DonReturned { seat, count: k });
        }
        k
    }

    // DON!! choke points: every move of DON!! cards by a cost, an effect or an action goes
    // through one of `add_don`, `rest_don`, `set_don_active`, `give_don`, `return_don` /
    // `return_don_from`, and each logs what it did (the rules' own phases — the DON!! phase,
    // the refresh — and the judge's corrections keep their own events).

    /// Rests up to `n` of `seat`'s active DON!! in the cost area (a cost paid, "rest N of your
    /// DON!! cards"); how many were rested, logged.
    pub(crate) fn rest_don(&mut self, seat: Seat, n: u8) -> u8 {
        let z = &mut self.st.zones[seat];
        let k = n.min(z.don_active);
        z.don_active -= k;
        z.don_rested += k;
        if k > 0 { self.log(Event::DonRested { seat, count: k }); }
        k
    }

    /// Sets up to `n` of `seat`'s rested DON!! in the cost area active; how many, logged.
    pub(crate) fn set_don_active(&mut self, seat: Seat, n: u8) -> u8 {
        let z = &mut self.st.zones[seat];
        let k = n.min(z.don_rested);
        z.don_rested -= k;
        z.don_active += k;
        if k > 0 { self.log(Event::DonSetActive { seat, count: k }); }
        k
    }

    pub(crate) fn add_don(&mut self, seat: Seat, n: u8, rested: bool) -> u8 {
        let z = &mut self.st.zones[seat];
        let k = n.min(z.don_deck);
        z.don_deck -= k;
        if rested { z.don_rested += k } else { z.don_active += k }
        if k > 0 { self.log(Event::DonAdded { seat, count: k, rested }); }
        k
    }

    /// Losing by rule: record it; the rule check ends the game (9-2).
    pub(crate) fn mark_loss(&mut self, seat: Seat) {
        self.st.lost[seat] = true;
    }

    pub(crate) fn end_game(&mut self, r: GameResult) {
        if self.st.result.is_none() {
            self.st.result = Some(r);
            self.st.legal_slow = true;
            self.st.pending = None;
            self.st.work.clear();
            self.st.triggers.clear();
            self.st.flow = crate::flow::Flow::Over;
            self.log(Event::GameOver { result: r });
        }
    }

    pub(crate) fn give_don(&mut self, slot: u16, count: u8, rested_only: bool) {
        let seat = self.st.obj(slot).owner;
        let z = &mut self.st.zones[seat];
        let k = if rested_only { let k = count.min(z.don_rested); z.don_rested -= k; k } else { let k = count.min(z.don_active); z.don_active -= k; k };
        self.st.objs[slot as usize].don += k;
        let id = self.st.obj(slot).id;
        if k > 0 {
            self.log(Event::DonAttached { seat, target: id, count: k });
            if self.event_timings & When::EVENT_DON_GIVEN != 0 {
                self.don_given(seat);
            }
        }
        self.st.last_ok = k > 0;
    }

    /// Moves up to `n` of the DON!! given to `from` (4-4-2) to the card `to` — a giving, logged
    /// and detected as one — or, `to` None, to its owner's cost area, rested (6-5-5-4's place for
    /// DON!! that leave a card); how many moved.
    pub(crate) fn move_given_don(&mut self, from: u16, to: Option<u16>, n: u8) -> u8 {
        let seat = self.st.obj(from).owner;
        let k = n.min(self.st.obj(from).don);
        if k == 0 {
            return 0;
        }
        self.st.objs[from as usize].don -= k;
        match to {
            Some(t) => {
                let o = &mut self.st.objs[t as usize];
                o.don = o.don.saturating_add(k);
                let id = o.id;
                self.log(Event::DonAttached { seat, target: id, count: k });
                if self.event_timings & When::EVENT_DON_GIVEN != 0 {
                    self.don_given(seat);
                }
            }
            None => {
                let z = &mut self.st.zones[seat];
                z.don_rested = z.don_rested.saturating_add(k);
                let card = self.st.obj(from).id;
                self.log(Event::DonDetached { seat, card, count: k });
            }
        }
        k
    }

    /// `seat`'s Leader and Characters with DON!! given to them, other than `except`.
    pub(crate) fn given_don_holders(&self, seat: Seat, except: Option<u16>) -> Vec<u16> {
        self.st.field_slots(seat).filter(|&s| Some(s) != except && self.st.obj(s).don > 0).collect()
    }

    /// One step of a move of given DON!! ([`Cont::GivenDon`]): `remaining` still to move to `to`
    /// (None: the cost area). A cost must move them all: with one card holding them, or no more
    /// held than are due, they go without a question; otherwise the player picks the card each
    /// one comes from (an effect's "up to": or none, to stop).
    pub(crate) fn next_given_don(&mut self, seat: Seat, remaining: u8, moved: u8, to: Option<u16>, as_cost: bool, ctx: Ctx) {
        let holders = self.given_don_holders(seat, to);
        let held: u32 = holders.iter().map(|&s| u32::from(self.st.obj(s).don)).sum();
        if remaining == 0 || holders.is_empty() {
            self.finish_given_don(moved, remaining == 0, as_cost);
        } else if as_cost && (holders.len() == 1 || held <= u32::from(remaining)) {
            let mut left = remaining;
            for s in holders {
                left -= self.move_given_don(s, to, left);
            }
            self.finish_given_don(moved.saturating_add(remaining - left), left == 0, as_cost);
        } else {
            let min = usize::from(as_cost);
            self.ask_cards(seat, Prompt::Targets, &holders, min, 1, Some(&ctx), Cont::GivenDon { remaining, moved, to, as_cost, ctx });
        }
    }

    /// The end of a move of given DON!!: a cost not paid in full fails (8-3-1-3-1); an effect
    /// resolved if any moved.
    pub(crate) fn finish_given_don(&mut self, moved: u8, all: bool, as_cost: bool) {
        if as_cost {
            if !all {
                self.st.cost_ok = false;
            }
        } else {
            self.st.last_ok = moved > 0;
        }
    }

    /// Whether `seat`'s Leader changes the rule that adds a face-up Life card to the hand
    /// ([`Extra::FaceUpLifeToDeckBottom`]); asked only as such a card would go there.
    #[cold]
    fn face_up_life_to_deck(&self, seat: Seat) -> bool {
        let leader = self.st.zones[seat].leader;
        self.db.get(self.st.obj(leader).def).abilities.iter().any(|a| matches!(a, Ability::AlsoHas(Extra::FaceUpLifeToDeckBottom)))
    }

    /// Characters to the top (or bottom) of their owner's Life, face-up if asked: through the
    /// leave-the-field choke point (replacement effects), in order.
    pub(super) fn put_in_life(&mut self, cards: Vec<u16>, face_up: bool, bottom: bool, by: Seat) {
        for s in cards.into_iter().rev() {
            if self.st.obj(s).zone != Zone::Character { continue; }
            if face_up { self.st.work.push(Work::FaceUpInLife(s)); }
            let target = self.st.obj(s).id;
            self.st.work.push(Work::Leave { target, to: Zone::Life, bottom, by, used: Vec::new() });
        }
    }
}
