// A Vue 2 chat list with a <sticky-badge> per chat. Vue binds `count` as an attribute and
// listens to the element's DOM events with v-on: the dismissal flows into the data.

import Vue from "vue";
import "stickybadge"; // defines <sticky-badge>

Vue.config.ignoredElements = ["sticky-badge"]; // a custom element, not a Vue component

new Vue({
  el: "#app",
  data: {
    chats: [
      { id: "alice", name: "Alice", unread: 3 },
      { id: "bob", name: "Bob", unread: 12 },
      { id: "team", name: "Team", unread: 120 },
    ],
    readLog: [],
  },
  computed: {
    total() {
      return this.chats.reduce((sum, chat) => sum + chat.unread, 0);
    },
  },
  methods: {
    markRead(chat, event) {
      chat.unread = 0;
      this.readLog.push(`${chat.id} ${event.detail.count}`);
    },
  },
  template: `
    <main>
      <h1>Chats <output id="total">{{ total }}</output></h1>
      <ul class="chats">
        <li v-for="chat in chats" :key="chat.id" class="chat">
          <span class="name">{{ chat.name }}</span>
          <button type="button" @click="chat.unread += 1">New message</button>
          <sticky-badge :id="chat.id" :count="chat.unread" max="99"
            @stickybadge-dismiss="markRead(chat, $event)"></sticky-badge>
        </li>
      </ul>
      <ol id="read-log"><li v-for="(entry, index) in readLog" :key="index">{{ entry }}</li></ol>
    </main>`,
});
